import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import {
  apartmentsRequested,
  selectAllApartments,
  selectApartmentsRequest,
} from '../features/apartments';
import { CheckinProfilesView, type ApartmentRoomOptions } from '../features/checkinProfiles';
import { roomsRequested, selectAllRooms, selectRoomsRequest } from '../features/rooms';

/**
 * Accessi at /checkins. The check-in form chooses among the host's apartments and their rooms,
 * which belong to the apartments and rooms features: this screen reads them and passes them down.
 */
export function CheckinProfilesScreen() {
  const dispatch = useAppDispatch();
  const apartments = useAppSelector(selectAllApartments);
  const { status: apartmentsStatus } = useAppSelector(selectApartmentsRequest);
  const rooms = useAppSelector(selectAllRooms);
  const [apartmentId, setApartmentId] = useState<number | null>(null);
  const { status: roomsStatus } = useAppSelector((state) =>
    selectRoomsRequest(state, `list:${apartmentId}`),
  );

  useEffect(() => {
    if (apartmentsStatus === 'idle') void dispatch(apartmentsRequested());
  }, [apartmentsStatus, dispatch]);

  const onRetryApartments = useCallback(() => void dispatch(apartmentsRequested()), [dispatch]);
  // Rooms are loaded afresh each time the form picks an apartment: they may have changed in
  // Strutture since.
  const onApartmentChange = useCallback(
    (id: number | null) => {
      setApartmentId(id);
      if (id !== null) void dispatch(roomsRequested(id));
    },
    [dispatch],
  );

  const apartmentRoomOptions = useMemo<ApartmentRoomOptions>(
    () => ({
      apartments,
      apartmentsStatus,
      onRetryApartments,
      rooms,
      roomsStatus,
      onApartmentChange,
    }),
    [apartments, apartmentsStatus, onRetryApartments, rooms, roomsStatus, onApartmentChange],
  );

  return <CheckinProfilesView apartmentRoomOptions={apartmentRoomOptions} />;
}
