import { Card, Heading, PreformattedText, Stack } from '@soglia/ui-kit';
import type { GuestDoor } from '@soglia/api-client';
import { AccessCode } from './AccessCode';
import { ShellyOpener } from './ShellyOpener';

/** The element id of a door's card (the numbered selectors scroll to it). */
export const doorAnchor = (doorId: number) => `guest-door-${doorId}`;

/** One door: its name, the instructions as written, and the code or the opener. */
export function DoorCard({ door }: { door: GuestDoor }) {
  const anchor = doorAnchor(door.id);
  return (
    <Card as="article" id={anchor} aria-labelledby={`${anchor}-name`} tabIndex={-1}>
      <Stack gap="md">
        <Heading level={3} id={`${anchor}-name`}>
          {door.name}
        </Heading>
        {door.instructions ? <PreformattedText text={door.instructions} /> : null}
        {door.access_type === 'codice' && door.access_code ? (
          <AccessCode code={door.access_code} />
        ) : null}
        {door.access_type === 'shelly' ? (
          <ShellyOpener doorId={door.id} doorName={door.name} />
        ) : null}
      </Stack>
    </Card>
  );
}
