import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Button, Icon } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import {
  ApartmentFormModal,
  ApartmentList,
  selectApartmentsRequest,
  selectUsesShelly,
} from '../features/apartments';
import { ConnectionBanner, DoorStatusModal, doorStatusesRequested } from '../features/doors';
import { SectionHeader } from '../shared/layout';
import { paths } from '../shared/routing';
import { apartmentsScreenMessages as m } from './apartmentsMessages';

type Modal = 'none' | 'create' | 'status';

/**
 * Strutture, the console's home: the apartment cards, Crea Struttura, and — when an apartment
 * uses remote-lock devices — the device-status button, a check of the devices on arrival and
 * the warning banner when one of them has problems.
 */
export function ApartmentsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [modal, setModal] = useState<Modal>('none');
  const { status } = useAppSelector(selectApartmentsRequest);
  const usesShelly = useAppSelector(selectUsesShelly);

  // The device check on mount, once the apartments say devices exist
  // (docs/product.md § The host console).
  useEffect(() => {
    if (status === 'succeeded' && usesShelly) void dispatch(doorStatusesRequested());
  }, [status, usesShelly, dispatch]);

  const close = () => setModal('none');

  return (
    <>
      <SectionHeader
        title={intl.formatMessage(m.title)}
        actions={
          <>
            {usesShelly ? (
              <Button variant="secondary" onClick={() => setModal('status')}>
                <Icon name="globe" size={18} />
                {intl.formatMessage(m.deviceStatus)}
              </Button>
            ) : null}
            <Button onClick={() => setModal('create')}>
              <Icon name="plus" size={18} />
              {intl.formatMessage(m.create)}
            </Button>
          </>
        }
      />
      <ApartmentList />
      {modal === 'create' ? (
        <ApartmentFormModal
          onClose={close}
          onSaved={(apartment) => navigate(paths.apartment(apartment.id))}
        />
      ) : null}
      {modal === 'status' ? <DoorStatusModal onClose={close} /> : null}
      {usesShelly ? <ConnectionBanner /> : null}
    </>
  );
}
