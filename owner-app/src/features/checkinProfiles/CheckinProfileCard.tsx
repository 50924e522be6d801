import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CheckinProfile } from '@soglia/api-client';
import { Badge, Button, Card, DescriptionList, Icon, Stack, Text } from '@soglia/ui-kit';
import { calendarStayMessages as c, calendarStayValueMessages as cv } from './calendarMessages';
import { calendarOriginItems, CalendarStayNotes } from './CalendarStayDetails';
import { formatDate, formatTime } from './format';
import { checkinProfilesMessages as m, checkinProfileValueMessages as v } from './messages';

const Credentials = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Credentials in a monospace face: 1 and I, 8 and B read apart when dictated or retyped. */
const Secret = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Moment = ({ date, time }: { date: string; time: string }) => (
  <Text as="span" numeric>
    {formatDate(date)} · {formatTime(time)}
  </Text>
);

export interface CheckinProfileCardProps {
  profile: CheckinProfile;
  /** In the list of stays to complete: a completed one says so. */
  toComplete?: boolean;
  onEdit: (profile: CheckinProfile) => void;
  onShare: (profile: CheckinProfile) => void;
}

/**
 * One check-in profile: guest, apartment and room, arrival and departure, guest count, the
 * credentials to hand over, and Condividi / Modifica. A stay from a channel's calendar still to
 * complete shows what the feed carried and Completa instead of the credentials; a cancelled one
 * says so and shares nothing; moved dates show the old ones. Memoised: a list of hundreds
 * re-renders only the card that changed.
 */
export const CheckinProfileCard = memo(function CheckinProfileCard({
  profile,
  toComplete = false,
  onEdit,
  onShare,
}: CheckinProfileCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const guest = `${profile.name} ${profile.surname}`;
  const awaiting = profile.status === 'awaiting_details';
  const cancelled = profile.status === 'cancelled';
  let badge = null;
  if (awaiting) badge = <Badge tone="warning">{t(c.awaitingBadge)}</Badge>;
  else if (cancelled) badge = <Badge tone="danger">{t(c.cancelledBadge)}</Badge>;
  else if (toComplete) badge = <Badge tone="success">{t(c.completedBadge)}</Badge>;
  return (
    <Card as="article" title={guest} aria-label={guest}>
      {badge ? <div>{badge}</div> : null}
      <Stack direction="row" gap="xs" align="center">
        <Icon name="building" size={18} />
        <Text tone="muted">
          {profile.apartment_name} · {profile.room_name || t(m.noRoom)}
        </Text>
      </Stack>
      <DescriptionList
        items={[
          {
            term: t(m.checkIn),
            details: <Moment date={profile.check_in_date} time={profile.check_in_time} />,
          },
          {
            term: t(m.checkOut),
            details: <Moment date={profile.check_out_date} time={profile.check_out_time} />,
          },
          { term: t(m.guests), details: profile.guest_number },
          ...(awaiting || cancelled ? calendarOriginItems(profile, t) : []),
        ]}
      />
      <CalendarStayNotes profile={profile} />
      {awaiting ? <Text tone="muted">{t(c.completeFirst)}</Text> : null}
      {!awaiting && !cancelled ? (
        <Credentials aria-label={t(m.credentials)} role="group">
          <DescriptionList
            items={[
              { term: t(m.username), details: <Secret>{profile.username}</Secret> },
              { term: t(m.password), details: <Secret>{profile.psw}</Secret> },
            ]}
          />
        </Credentials>
      ) : null}
      <Stack direction="row" gap="sm" justify="end" wrap>
        {!awaiting && !cancelled ? (
          <Button
            variant="secondary"
            aria-label={t(v.shareOf, { guest })}
            onClick={() => onShare(profile)}
          >
            {t(m.share)}
          </Button>
        ) : null}
        {awaiting ? (
          <Button aria-label={t(cv.completeOf, { guest })} onClick={() => onEdit(profile)}>
            {t(c.complete)}
          </Button>
        ) : (
          <Button aria-label={t(v.editOf, { guest })} onClick={() => onEdit(profile)}>
            {t(m.edit)}
          </Button>
        )}
      </Stack>
    </Card>
  );
});
