import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Heading, Stack, Text } from '@soglia/ui-kit';
import type { GuestRoom } from '@soglia/api-client';
import { DoorCard, doorAnchor } from './DoorCard';
import { doorMessages as m } from './messages';

/**
 * The room and its doors by ascending priority; with more than one door, a 'Doors' label and
 * numbered selectors that scroll to the chosen door (the first one is selected).
 */
export function RoomDoors({ room }: { room: GuestRoom }) {
  const intl = useIntl();
  const doors = [...room.doors].sort((a, b) => a.priority - b.priority);
  const [selected, setSelected] = useState(doors[0]?.id);

  const goTo = (doorId: number) => {
    setSelected(doorId);
    const card = document.getElementById(doorAnchor(doorId));
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    card?.focus({ preventScroll: true });
  };

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
      {doors.length > 1 ? (
        <Stack gap="sm">
          <Text weight="bold" id="guest-doors-label">
            {intl.formatMessage(m.doorsLabel)}
          </Text>
          <Stack as="nav" direction="row" gap="sm" wrap aria-labelledby="guest-doors-label">
            {doors.map((door, index) => (
              <Button
                key={door.id}
                variant={door.id === selected ? 'primary' : 'secondary'}
                aria-pressed={door.id === selected}
                aria-label={intl.formatMessage(m.goToDoor, { number: index + 1, name: door.name })}
                onClick={() => goTo(door.id)}
              >
                {index + 1}
              </Button>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {doors.length === 0 ? <Text>{intl.formatMessage(m.noDoors)}</Text> : null}
      {doors.map((door) => (
        <DoorCard key={door.id} door={door} />
      ))}
    </Stack>
  );
}
