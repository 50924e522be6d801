import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Room } from '@soglia/api-client';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  Icon,
  Spinner,
  Stack,
  Text,
} from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { roomsRequested, selectRoomsOfApartment, selectRoomsRequest } from './roomsSlice';
import { roomListMessages as m } from './messages';

export interface RoomListProps {
  apartmentId: number;
  /** Door names by id, for the linked doors of each card. */
  doorNames: Readonly<Record<number, string>>;
  onCreate: () => void;
  onOpen: (room: Room) => void;
}

/** The Camere tab: Crea Camera and one card per room with its linked doors. */
export function RoomList({ apartmentId, doorNames, onCreate, onOpen }: RoomListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) => selectRoomsRequest(state, `list:${apartmentId}`));
  const rooms = useAppSelector((state) => selectRoomsOfApartment(state, apartmentId));

  useEffect(() => {
    const request = dispatch(roomsRequested(apartmentId));
    return () => request.abort();
  }, [apartmentId, dispatch]);

  let content;
  if (status === 'failed' && rooms.length === 0) {
    content = (
      <ErrorState
        title={intl.formatMessage(m.failed)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={() => void dispatch(roomsRequested(apartmentId))}
      />
    );
  } else if ((status === 'idle' || status === 'pending') && rooms.length === 0) {
    content = (
      <Stack align="center" padding="xxl">
        <Spinner size="lg" label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  } else if (rooms.length === 0) {
    content = (
      <EmptyState icon={<Icon name="home" size={22} />} message={intl.formatMessage(m.empty)} />
    );
  } else {
    content = (
      <CardGrid>
        {rooms.map((room) => {
          const names = room.doors.map((id) => doorNames[id]).filter(Boolean);
          return (
            <Card key={room.id} title={room.name} titleAs="h2" onClick={() => onOpen(room)}>
              <Stack gap="xs">
                <Text tone="muted">
                  {intl.formatMessage(m.doors, { count: room.doors.length })}
                </Text>
                {names.length > 0 ? <Text>{names.join(', ')}</Text> : null}
              </Stack>
            </Card>
          );
        })}
      </CardGrid>
    );
  }

  return (
    <Stack gap="lg">
      <Stack direction="row" justify="end">
        <Button onClick={onCreate}>
          <Icon name="plus" size={18} />
          {intl.formatMessage(m.create)}
        </Button>
      </Stack>
      {content}
    </Stack>
  );
}
