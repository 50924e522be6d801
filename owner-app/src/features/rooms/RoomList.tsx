import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Room } from '@soglia/api-client';
import { Stack, Text } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EntityList } from '../../shared/list';
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

  return (
    <EntityList
      items={rooms}
      status={status}
      messages={m}
      emptyIcon="home"
      onRetry={() => void dispatch(roomsRequested(apartmentId))}
      onCreate={onCreate}
      onOpen={onOpen}
      title={(room) => room.name}
      details={(room) => {
        const names = room.doors.map((id) => doorNames[id]).filter(Boolean);
        return (
          <Stack gap="xs">
            <Text tone="muted">{intl.formatMessage(m.doors, { count: room.doors.length })}</Text>
            {names.length > 0 ? <Text>{names.join(', ')}</Text> : null}
          </Stack>
        );
      }}
    />
  );
}
