import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DescriptionList, Heading, Stack, Text } from '@soglia/ui-kit';
import { formatDate } from './format';
import { GuestCheck } from './GuestCheck';
import type { ActiveCall } from './identificationSlice';
import { callMessages as m } from './messages';

const Guests = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The stay of the call: where and when, and its registered guests to identify one by one. */
export function CallStay({ call }: { call: ActiveCall }) {
  const t = useIntl().formatMessage;
  const { stay } = call;
  if (!stay) return <Text>{t(m.noStay)}</Text>;
  const ended = call.phase === 'ended';

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={3}>{t(m.stay)}</Heading>
        <DescriptionList
          items={[
            { id: 'apartment', term: t(m.apartment), details: stay.apartment_name },
            ...(stay.room_name ? [{ id: 'room', term: t(m.room), details: stay.room_name }] : []),
            {
              id: 'period',
              term: t(m.period),
              details: t(m.dates, {
                from: formatDate(stay.check_in_date),
                to: formatDate(stay.check_out_date),
              }),
            },
            ...(call.doorName ? [{ id: 'door', term: t(m.door), details: call.doorName }] : []),
            {
              id: 'guests',
              term: t(m.registeredGuests),
              details: t(m.registered, {
                registered: stay.guests.length,
                expected: stay.guest_number,
              }),
            },
          ]}
        />
      </Stack>
      <Stack gap="sm">
        <Heading level={3}>{t(m.registeredGuests)}</Heading>
        {stay.guests.length === 0 ? (
          <Text>{t(m.noGuests)}</Text>
        ) : (
          <Guests>
            {stay.guests.map((guest) => (
              <GuestCheck
                key={guest.id}
                guest={guest}
                sending={call.sending[guest.id] ?? null}
                error={call.errors[guest.id] ?? null}
                disabled={ended}
              />
            ))}
          </Guests>
        )}
      </Stack>
    </Stack>
  );
}
