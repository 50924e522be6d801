import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation, useSearchParams } from 'wouter';
import { Button, EmptyState, ErrorState, Icon, Select, Spinner, Stack } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector, useAppStore } from '../app/hooks';
import {
  apartmentsRequested,
  selectAllApartments,
  selectApartmentsRequest,
} from '../features/apartments';
import {
  GuidebookEntryDeleteDialog,
  GuidebookEntryDetailModal,
  GuidebookEntryFormModal,
  GuidebookList,
  selectGuidebookEntryById,
} from '../features/guidebook';
import { roomsRequested, selectAllRooms, selectRoomsRequest } from '../features/rooms';
import { SectionHeader } from '../shared/layout';
import { commonMessages } from '../shared/messages';
import { paths } from '../shared/routing';
import { guidebookScreenMessages as m } from './guidebookMessages';

const Picker = styled.div`
  max-width: ${({ theme }) => theme.sizes.pageNarrowWidth};
`;

/** Which modal is open over the list. */
type View =
  { kind: 'list' } | { kind: 'create' } | { kind: 'detail' | 'edit' | 'delete'; id: number };

/**
 * Informazioni at /infos?apartment=<id>: the apartment dropdown (in the URL, so a reload or
 * back keeps it), Aggiungi, the entries grouped by type, their detail, the create / update
 * modals and the delete confirmation. Apartments and rooms come from their own features.
 */
export function GuidebookScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const { status } = useAppSelector((state) => selectApartmentsRequest(state));
  const apartments = useAppSelector(selectAllApartments);
  const rooms = useAppSelector(selectAllRooms);
  const [view, setView] = useState<View>({ kind: 'list' });
  const viewedId = 'id' in view ? view.id : 0;
  const viewed = useAppSelector((state) => selectGuidebookEntryById(state, viewedId));

  const wanted = Number(params.get('apartment'));
  const apartment = apartments.find((candidate) => candidate.id === wanted);
  const apartmentId = apartment?.id;

  useEffect(() => {
    if (status === 'idle') void dispatch(apartmentsRequested());
  }, [status, dispatch]);

  // No apartment in the URL, or one that no longer exists: the first one, with no new history entry.
  const first = apartments[0]?.id;
  useEffect(() => {
    if (status === 'succeeded' && apartmentId === undefined && first !== undefined) {
      navigate(paths.guidebookOf(first), { replace: true });
    }
  }, [status, apartmentId, first, navigate]);

  const loadRooms = useCallback(
    (id: number) => {
      if (selectRoomsRequest(store.getState(), `list:${id}`).status === 'idle') {
        void dispatch(roomsRequested(id));
      }
    },
    [store, dispatch],
  );

  useEffect(() => {
    setView({ kind: 'list' });
    if (apartmentId !== undefined) loadRooms(apartmentId);
  }, [apartmentId, loadRooms]);

  if (status === 'failed' && apartments.length === 0) {
    return (
      <ErrorState
        title={intl.formatMessage(m.errorTitle)}
        message={intl.formatMessage(m.errorMessage)}
        actionLabel={intl.formatMessage(commonMessages.retry)}
        onAction={() => void dispatch(apartmentsRequested())}
      />
    );
  }

  const header = (
    <SectionHeader
      title={intl.formatMessage(m.title)}
      actions={
        <Button onClick={() => setView({ kind: 'create' })} disabled={apartment === undefined}>
          <Icon name="plus" size={18} />
          {intl.formatMessage(m.add)}
        </Button>
      }
    />
  );

  if (status === 'succeeded' && apartments.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<Icon name="building" size={22} />}
          message={intl.formatMessage(m.noApartments)}
          action={
            <Button variant="secondary" onClick={() => navigate(paths.apartments)}>
              {intl.formatMessage(m.toApartments)}
            </Button>
          }
        />
      </>
    );
  }

  if (apartment === undefined) {
    return (
      <>
        {header}
        <Stack align="center" padding="xxxl">
          <Spinner size="lg" label={intl.formatMessage(m.loading)} />
        </Stack>
      </>
    );
  }

  const toList = () => setView({ kind: 'list' });
  const formProps = {
    apartmentId: apartment.id,
    apartments,
    rooms,
    onApartmentChange: loadRooms,
  };

  return (
    <>
      {header}
      <Stack gap="lg">
        <Picker>
          <Select
            label={intl.formatMessage(m.apartment)}
            options={apartments.map(({ id, name }) => ({ value: String(id), label: name }))}
            value={String(apartment.id)}
            onChange={(event) => navigate(paths.guidebookOf(Number(event.target.value)))}
          />
        </Picker>
        <GuidebookList
          key={apartment.id}
          apartmentId={apartment.id}
          onOpen={(info) => setView({ kind: 'detail', id: info.id })}
        />
      </Stack>
      {view.kind === 'create' ? <GuidebookEntryFormModal {...formProps} onClose={toList} /> : null}
      {viewed && view.kind === 'detail' ? (
        <GuidebookEntryDetailModal
          info={viewed}
          onClose={toList}
          onEdit={() => setView({ kind: 'edit', id: viewed.id })}
          onDelete={() => setView({ kind: 'delete', id: viewed.id })}
        />
      ) : null}
      {viewed && view.kind === 'edit' ? (
        <GuidebookEntryFormModal
          {...formProps}
          info={viewed}
          onClose={() => setView({ kind: 'detail', id: viewed.id })}
        />
      ) : null}
      {viewed && view.kind === 'delete' ? (
        <GuidebookEntryDeleteDialog
          info={viewed}
          onCancel={() => setView({ kind: 'detail', id: viewed.id })}
          onDeleted={toList}
        />
      ) : null}
    </>
  );
}
