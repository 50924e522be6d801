import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Card, Heading, Spinner, Stack, Text } from '@soglia/ui-kit';
import type { GuestDoor } from '@soglia/api-client';
import { identificationMessages as m } from './messages';
import { StartForm } from './StartForm';
import { useIdentificationSession } from './useIdentificationSession';

// The same chunk as the session (useIdentificationSession): downloaded once, with it.
const CallStage = lazy(() =>
  import(/* webpackChunkName: "identification-call" */ './CallStage').then((module) => ({
    default: module.CallStage,
  })),
);

export interface IdentificationCardProps {
  /** The room's doors by priority; those with a posted code can start the call. */
  doors: GuestDoor[];
  /** The host's phone, offered after a missed call. */
  phone: string;
  /** A call ended or the stay was identified: the room data is asked for again. */
  onRoomChanged: () => void;
}

/**
 * The identification at the door (docs/product.md § Identification at the door): why, the door
 * and its posted code, "Start identification"; the call's screens over the page; a missed call's
 * contacts in the card.
 */
export function IdentificationCard({ doors, phone, onRoomChanged }: IdentificationCardProps) {
  const intl = useIntl();
  const { snapshot, session, start } = useIdentificationSession(onRoomChanged);
  const callable = doors.filter((door) => door.access_type !== 'solo istruzioni');
  const { kind } = snapshot.phase;

  return (
    <Card as="section" aria-labelledby="guest-identification-title">
      <Stack gap="md">
        <Heading level={3} id="guest-identification-title">
          {intl.formatMessage(m.identificationTitle)}
        </Heading>
        <Text>{intl.formatMessage(m.identificationIntro)}</Text>
        <Text tone="muted" size="sm">
          {intl.formatMessage(m.identificationPrivacy)}
        </Text>
        {callable.length === 0 ? (
          <Text weight="bold">{intl.formatMessage(m.noCallableDoor)}</Text>
        ) : null}
        {callable.length > 0 && kind !== 'missed' ? (
          <StartForm
            doors={callable}
            busy={kind === 'starting'}
            problem={snapshot.problem}
            ended={snapshot.ended}
            onStart={start}
          />
        ) : null}
        {session && kind !== 'idle' && kind !== 'starting' ? (
          <Suspense
            fallback={
              <Stack align="center" padding="md">
                <Spinner />
              </Stack>
            }
          >
            <CallStage session={session} snapshot={snapshot} phone={phone} />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  );
}
