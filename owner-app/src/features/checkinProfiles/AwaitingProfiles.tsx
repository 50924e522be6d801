import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CheckinProfile } from '@soglia/api-client';
import { Badge, CardGrid, Heading, Stack, Text } from '@soglia/ui-kit';
import { useAppSelector } from '../../app/hooks';
import { calendarStayMessages as m, calendarStayValueMessages as v } from './calendarMessages';
import { CheckinProfileCard } from './CheckinProfileCard';
import { selectAwaitingCheckinProfiles } from './checkinProfilesSlice';

export interface AwaitingProfilesProps {
  onEdit: (profile: CheckinProfile) => void;
  onShare: (profile: CheckinProfile) => void;
}

/**
 * Prenotazioni da completare, before today's stays: what the channels' calendars brought, for
 * the host to complete. Nothing when there is none.
 */
export function AwaitingProfiles({ onEdit, onShare }: AwaitingProfilesProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const profiles = useAppSelector(selectAwaitingCheckinProfiles);
  const left = profiles.filter((profile) => profile.status === 'awaiting_details').length;
  if (profiles.length === 0) return null;
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Stack direction="row" align="center" gap="sm" wrap>
        <Heading level={2} size="lg" id={headingId}>
          {t(m.awaitingHeading)}
        </Heading>
        {left > 0 ? <Badge tone="warning">{t(v.awaitingCount, { count: left })}</Badge> : null}
      </Stack>
      <Text tone="muted">{t(m.awaitingIntro)}</Text>
      <CardGrid minColumnWidth="lg">
        {profiles.map((profile) => (
          <CheckinProfileCard
            key={profile.id}
            profile={profile}
            toComplete
            onEdit={onEdit}
            onShare={onShare}
          />
        ))}
      </CardGrid>
    </Stack>
  );
}
