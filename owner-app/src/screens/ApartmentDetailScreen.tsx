import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useParams } from 'wouter';
import {
  Button,
  EmptyState,
  Heading,
  Icon,
  IconButton,
  Spinner,
  Stack,
  Tabs,
} from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import {
  ApartmentDetails,
  ApartmentFormModal,
  apartmentsRequested,
  selectApartmentById,
  selectApartmentsRequest,
} from '../features/apartments';
import { CalendarsView } from '../features/calendars';
import {
  DoorFormModal,
  DoorList,
  doorsRequested,
  selectDoorById,
  selectDoorsOfApartment,
  selectDoorsRequest,
} from '../features/doors';
import {
  RoomFormModal,
  RoomList,
  roomsRequested,
  selectRoomById,
  selectRoomsOfApartment,
  selectRoomsRequest,
} from '../features/rooms';
import { commonMessages } from '../shared/messages';
import { APARTMENT_TABS, isApartmentTab, paths, type ApartmentTab } from '../shared/routing';
import { apartmentDetailMessages as m } from './messages';

/** The modal open over a tab; it belongs to that tab, so another tab never shows it. */
type OpenModal =
  | { kind: 'none' }
  | { kind: 'apartment' | 'createDoor' | 'createRoom'; tab: ApartmentTab }
  | { kind: 'door' | 'room'; tab: ApartmentTab; id: number };

/**
 * One apartment at /apartments/:id/:tab: back arrow, its name, the Struttura / Porte / Camere /
 * Calendari tabs. Each tab has its own URL, so a reload keeps it and back/forward move between tabs.
 */
export function ApartmentDetailScreen() {
  const params = useParams<{ id: string; tab?: string }>();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <Redirect to={paths.apartments} replace />;
  if (!isApartmentTab(params.tab)) return <Redirect to={paths.apartment(id)} replace />;
  return <ApartmentDetail id={id} tab={params.tab} />;
}

function ApartmentDetail({ id, tab }: { id: number; tab: ApartmentTab }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const { status } = useAppSelector(selectApartmentsRequest);
  const apartment = useAppSelector((state) => selectApartmentById(state, id));
  const doors = useAppSelector((state) => selectDoorsOfApartment(state, id));
  const doorsStatus = useAppSelector((state) => selectDoorsRequest(state, `list:${id}`)).status;
  const rooms = useAppSelector((state) => selectRoomsOfApartment(state, id));
  const roomsStatus = useAppSelector((state) => selectRoomsRequest(state, `list:${id}`)).status;
  const [open, setOpen] = useState<OpenModal>({ kind: 'none' });
  // Selecting a tab closes any open modal (docs/product.md § The host console): a modal shows only
  // on the tab it opened on.
  const modal = open.kind !== 'none' && open.tab === tab ? open : { kind: 'none' as const };
  const openId = 'id' in modal ? modal.id : 0;
  const door = useAppSelector((state) => selectDoorById(state, openId));
  const room = useAppSelector((state) => selectRoomById(state, openId));
  const doorNames = useMemo(
    () => Object.fromEntries(doors.map((item) => [item.id, item.name])),
    [doors],
  );
  const roomNames = useMemo(
    () => Object.fromEntries(rooms.map((item) => [item.id, item.name])),
    [rooms],
  );

  // Opened from a bookmark or a reload: the list is not in the store yet.
  useEffect(() => {
    if (status === 'idle') void dispatch(apartmentsRequested());
  }, [status, dispatch]);

  // The Camere tab links doors: it needs the apartment's doors too.
  useEffect(() => {
    if (tab === 'rooms' && doorsStatus === 'idle') void dispatch(doorsRequested(id));
  }, [tab, id, doorsStatus, dispatch]);

  // The Calendari tab says which room each feed is for.
  useEffect(() => {
    if (tab === 'calendars' && roomsStatus === 'idle') void dispatch(roomsRequested(id));
  }, [tab, id, roomsStatus, dispatch]);

  const backToList = () => navigate(paths.apartments);
  const close = () => setOpen({ kind: 'none' });

  if (!apartment) {
    if (status === 'idle' || status === 'pending') {
      return (
        <Stack align="center" padding="xxxl">
          <Spinner size="lg" label={intl.formatMessage(m.loading)} />
        </Stack>
      );
    }
    return (
      <EmptyState
        message={intl.formatMessage(m.notFound)}
        action={<Button onClick={backToList}>{intl.formatMessage(m.backToList)}</Button>}
      />
    );
  }

  const content: Record<ApartmentTab, ReactNode> = {
    structure: (
      <ApartmentDetails
        apartment={apartment}
        onModify={() => setOpen({ kind: 'apartment', tab: 'structure' })}
      />
    ),
    doors: (
      <DoorList
        apartmentId={id}
        onCreate={() => setOpen({ kind: 'createDoor', tab: 'doors' })}
        onOpen={(item) => setOpen({ kind: 'door', tab: 'doors', id: item.id })}
      />
    ),
    rooms: (
      <RoomList
        apartmentId={id}
        doorNames={doorNames}
        onCreate={() => setOpen({ kind: 'createRoom', tab: 'rooms' })}
        onOpen={(item) => setOpen({ kind: 'room', tab: 'rooms', id: item.id })}
      />
    ),
    calendars: (
      <CalendarsView apartmentId={id} room={null} roomNames={roomNames} headingLevel={2} />
    ),
  };

  return (
    <Stack gap="lg">
      <Stack direction="row" align="center" gap="sm">
        <IconButton
          label={intl.formatMessage(commonMessages.back)}
          icon={<Icon name="arrowLeft" />}
          onClick={backToList}
        />
        <Heading level={1} size="xxl">
          {apartment.name}
        </Heading>
      </Stack>
      <Tabs
        ariaLabel={intl.formatMessage(m.tabs)}
        tabs={APARTMENT_TABS.map((tabId) => ({ id: tabId, label: intl.formatMessage(m[tabId]) }))}
        activeId={tab}
        onSelect={(tabId) => navigate(paths.apartment(id, tabId as ApartmentTab))}
      >
        {content[tab]}
      </Tabs>
      {modal.kind === 'apartment' ? (
        <ApartmentFormModal
          apartment={apartment}
          onClose={close}
          onDeleted={() => navigate(paths.apartments, { replace: true })}
        />
      ) : null}
      {modal.kind === 'createDoor' ? <DoorFormModal apartmentId={id} onClose={close} /> : null}
      {modal.kind === 'door' && door ? (
        <DoorFormModal key={door.id} apartmentId={id} door={door} onClose={close} />
      ) : null}
      {modal.kind === 'createRoom' ? (
        <RoomFormModal apartmentId={id} doors={doors} onClose={close} />
      ) : null}
      {modal.kind === 'room' && room ? (
        <RoomFormModal
          key={room.id}
          apartmentId={id}
          room={room}
          doors={doors}
          onClose={close}
          after={
            <CalendarsView
              apartmentId={id}
              room={room.id}
              roomNames={{ [room.id]: room.name }}
              headingLevel={3}
            />
          }
        />
      ) : null}
    </Stack>
  );
}
