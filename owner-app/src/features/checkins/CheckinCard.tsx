import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CheckinProfile } from '@soglia/api-client';
import { Button, Card, DescriptionList, Icon, Stack, Text } from '@soglia/ui-kit';
import { formatDate, formatTime } from './format';
import { checkinsMessages as m, checkinValueMessages as v } from './messages';

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

export interface CheckinCardProps {
  profile: CheckinProfile;
  onEdit: (profile: CheckinProfile) => void;
  onShare: (profile: CheckinProfile) => void;
}

/**
 * One check-in profile: guest, apartment and room, arrival and departure, guest count, the
 * credentials to hand over, and Condividi / Modifica. Memoised: a list of hundreds re-renders
 * only the card that changed.
 */
export const CheckinCard = memo(function CheckinCard({
  profile,
  onEdit,
  onShare,
}: CheckinCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const guest = `${profile.name} ${profile.surname}`;
  return (
    <Card as="article" title={guest} aria-label={guest}>
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
        ]}
      />
      <Credentials aria-label={t(m.credentials)} role="group">
        <DescriptionList
          items={[
            { term: t(m.username), details: <Secret>{profile.username}</Secret> },
            { term: t(m.password), details: <Secret>{profile.psw}</Secret> },
          ]}
        />
      </Credentials>
      <Stack direction="row" gap="sm" justify="end" wrap>
        <Button
          variant="secondary"
          aria-label={t(v.shareOf, { guest })}
          onClick={() => onShare(profile)}
        >
          {t(m.share)}
        </Button>
        <Button aria-label={t(v.editOf, { guest })} onClick={() => onEdit(profile)}>
          {t(m.edit)}
        </Button>
      </Stack>
    </Card>
  );
});
