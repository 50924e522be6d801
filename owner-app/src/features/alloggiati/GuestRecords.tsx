import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, Button, Stack, Text } from '@soglia/ui-kit';
import type { AlloggiatiGuestRecord, AlloggiatiLineOutcome } from '@soglia/api-client';
import type { AlloggiatiCheck } from './alloggiatiSlice';
import { formatInstant, LINE_LABELS, LINE_TONES } from './format';
import { panelMessages as m } from './messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
`;

export interface GuestRecordsProps {
  guests: AlloggiatiGuestRecord[];
  /** The last Verifica, whose per-line outcome shows under each guest. */
  check?: AlloggiatiCheck;
  /** A resolve of this guest is running. */
  resolving: (guestId: number) => boolean;
  onReceived: (guest: AlloggiatiGuestRecord) => void;
  onNotReceived: (guest: AlloggiatiGuestRecord) => void;
}

function Outcome({ label, outcome }: { label: string; outcome: AlloggiatiLineOutcome }) {
  const intl = useIntl();
  const said = outcome.ok
    ? intl.formatMessage(m.checkOk)
    : [outcome.description, outcome.detail].filter(Boolean).join(' – ');
  return (
    <Text size="sm">
      <strong>{label}:</strong> {said}
    </Text>
  );
}

/** Each guest's record: its status, why it cannot go yet, what the service said of it. */
export function GuestRecords({
  guests,
  check,
  resolving,
  onReceived,
  onNotReceived,
}: GuestRecordsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (guests.length === 0) return <Text tone="muted">{t(m.noGuests)}</Text>;
  return (
    <List aria-label={t(m.guests)}>
      {guests.map((guest) => {
        const tested =
          check?.action === 'test'
            ? check.outcomes.find((outcome) => outcome.guest === guest.guest)
            : undefined;
        return (
          <Item key={guest.guest}>
            <Stack direction="row" align="center" justify="between" gap="sm" wrap>
              <Text weight="bold">{guest.name}</Text>
              <Badge tone={LINE_TONES[guest.status]}>{t(LINE_LABELS[guest.status])}</Badge>
            </Stack>
            {guest.reasons.length > 0 ? (
              <Reasons>
                {guest.reasons.map((reason, index) => (
                  <li key={index}>
                    <Text size="sm">{reason}</Text>
                  </li>
                ))}
              </Reasons>
            ) : null}
            {guest.status === 'refused' && guest.error ? (
              <Text size="sm">
                {t(m.refusedBy, {
                  description: [guest.error.description, guest.error.detail]
                    .filter(Boolean)
                    .join(' – '),
                })}
              </Text>
            ) : null}
            {tested ? <Outcome label={t(m.testResult)} outcome={tested} /> : null}
            {guest.status === 'refused' ? (
              <Stack direction="row" gap="sm" wrap>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={resolving(guest.guest)}
                  aria-label={t(m.enteredOnPortal, { name: guest.name })}
                  onClick={() => onReceived(guest)}
                >
                  {t(m.enteredOnPortalButton)}
                </Button>
              </Stack>
            ) : null}
            {guest.status === 'uncertain' ? (
              <Stack gap="sm">
                <Text size="sm">
                  {guest.sent_at
                    ? t(m.uncertainGuest, formatInstant(guest.sent_at))
                    : t(m.uncertainGuestUndated)}
                </Text>
                <Stack direction="row" gap="sm" wrap>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={resolving(guest.guest)}
                    aria-label={t(m.received, { name: guest.name })}
                    onClick={() => onReceived(guest)}
                  >
                    {t(m.confirmReceivedButton)}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={resolving(guest.guest)}
                    aria-label={t(m.notReceived, { name: guest.name })}
                    onClick={() => onNotReceived(guest)}
                  >
                    {t(m.notReceivedButton)}
                  </Button>
                </Stack>
              </Stack>
            ) : null}
          </Item>
        );
      })}
    </List>
  );
}
