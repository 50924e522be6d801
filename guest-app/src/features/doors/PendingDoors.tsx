import { useIntl } from 'react-intl';
import { Card, Heading, PreformattedText, Stack, Text } from '@soglia/ui-kit';
import type { GuestRoom } from '@soglia/api-client';
import { IdentificationCard } from './identification/IdentificationCard';
import { identificationMessages } from './identification/messages';
import { doorMessages as m } from './messages';

export interface PendingDoorsProps {
  /** The room as guest-room gives it before the identification: no code, no opener. */
  room: GuestRoom;
  phone: string;
  onRoomChanged: () => void;
}

/**
 * Check-in done, the stay begun, only the host's identification missing: the room, the
 * identification card, and the doors by name (an instruction-only door with its instructions;
 * the others open after the identification).
 */
export function PendingDoors({ room, phone, onRoomChanged }: PendingDoorsProps) {
  const intl = useIntl();
  const doors = [...room.doors].sort((a, b) => a.priority - b.priority);
  return (
    <Stack as="section" gap="lg" aria-labelledby="guest-room-name">
      <Stack gap="xs">
        <Text tone="muted" size="sm">
          {intl.formatMessage(m.room)}
        </Text>
        <Heading level={2} id="guest-room-name">
          {room.name}
        </Heading>
      </Stack>
      <IdentificationCard doors={doors} phone={phone} onRoomChanged={onRoomChanged} />
      {doors.length > 0 ? (
        <Text weight="bold" id="guest-pending-doors">
          {intl.formatMessage(m.doorsLabel)}
        </Text>
      ) : null}
      {doors.map((door) => (
        <Card key={door.id} as="article" aria-labelledby={`guest-pending-door-${door.id}`}>
          <Stack gap="sm">
            <Heading level={3} id={`guest-pending-door-${door.id}`}>
              {door.name}
            </Heading>
            {door.access_type === 'solo istruzioni' ? (
              door.instructions ? (
                <PreformattedText text={door.instructions} />
              ) : null
            ) : (
              <Text tone="muted">
                {intl.formatMessage(identificationMessages.opensAfterIdentification)}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
