import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Card, ErrorState, Heading, Spinner, Stack, Text } from '@soglia/ui-kit';
import {
  isGuestRoomDetail,
  isGuestRoomList,
  isLanguageCode,
  isMissingRequirements,
  DEFAULT_LANGUAGE,
  type GuestProfile,
  type MissingRequirement,
} from '@soglia/api-client';
import { doorMessages as m } from './messages';
import { PendingDoors } from './PendingDoors';
import { RoomDoors } from './RoomDoors';
import { useGuestRoom } from './useGuestRoom';

export interface DoorsPanelProps {
  profile: Pick<
    GuestProfile,
    'check_in_date' | 'check_in_time' | 'check_out_date' | 'check_out_time' | 'phone'
  >;
  /** Changes after each check-in update: the room data is fetched again. */
  refreshKey: number;
  /** Called once the panel shows its first answer (or its error) instead of its spinner. */
  onSettled?: () => void;
}

const missingText = {
  document_photo: m.missingPhotos,
  registration_form: m.missingForms,
  billing_info: m.missingBilling,
} as const;

function Missing({ items }: { items: MissingRequirement[] }) {
  const intl = useIntl();
  const checkin = items.filter(({ code }) => code in missingText);
  const identification = items.some(({ code }) => code === 'identification');
  return (
    <Card as="section" aria-labelledby="guest-missing-title">
      <Stack gap="sm">
        <Heading level={2} id="guest-missing-title">
          {intl.formatMessage(m.accessTitle)}
        </Heading>
        {checkin.length > 0 && (
          <>
            <Text>{intl.formatMessage(m.welcome)}</Text>
            <Text weight="bold">{intl.formatMessage(m.missingTitle)}</Text>
            <ul>
              {checkin.map(({ code, count }) => (
                <li key={code}>
                  <Text as="span">
                    {intl.formatMessage(missingText[code as keyof typeof missingText], { count })}
                  </Text>
                </li>
              ))}
            </ul>
          </>
        )}
        {identification && <Text>{intl.formatMessage(m.missingIdentification)}</Text>}
      </Stack>
    </Card>
  );
}

/**
 * What is missing, why no door yet (or, with only the identification missing, the doors to call
 * the host from), or the room and its doors (docs/product.md § Door access rules).
 */
export function DoorsPanel({ profile, refreshKey, onSettled }: DoorsPanelProps) {
  const intl = useIntl();
  const language = isLanguageCode(intl.locale) ? intl.locale : DEFAULT_LANGUAGE;
  const room = useGuestRoom(language, profile, refreshKey);
  const settled = room.status === 'failed' || room.data !== undefined;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  if (room.status === 'failed') {
    return (
      <ErrorState
        title={intl.formatMessage(m.loadError)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={room.retry}
      />
    );
  }
  const answer = room.data;
  if (!answer) {
    return (
      <Stack align="center" padding="xl">
        <Spinner label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  }
  if (isMissingRequirements(answer)) {
    // Only the identification is missing, inside the stay: the guest calls the host from a door.
    if (answer.room) {
      return <PendingDoors room={answer.room} phone={profile.phone} onRoomChanged={room.retry} />;
    }
    return <Missing items={answer.missing_requirements} />;
  }
  if (isGuestRoomDetail(answer)) {
    return (
      <Card as="section" aria-labelledby="guest-access-title">
        <Stack gap="sm">
          <Heading level={2} id="guest-access-title">
            {intl.formatMessage(m.accessTitle)}
          </Heading>
          <Text>{answer.detail}</Text>
        </Stack>
      </Card>
    );
  }
  if (isGuestRoomList(answer) && answer[0]) return <RoomDoors room={answer[0]} />;
  return <Text>{intl.formatMessage(m.noDoors)}</Text>;
}
