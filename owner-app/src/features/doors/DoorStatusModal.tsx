import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  Modal,
  Spinner,
  Stack,
  StatusBadge,
  Text,
} from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isDeviceOk } from './doorRules';
import { doorStatusesRequested, selectDoorsRequest, selectDoorStatuses } from './doorsSlice';
import { deviceStatusMessages as m } from './messages';

/**
 * The device-status modal of Strutture: one card per remote-lock door (door, apartment, OK /
 * Non OK). Opening it checks the devices again (docs/product.md § The host console).
 */
export function DoorStatusModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) => selectDoorsRequest(state, 'statuses'));
  const statuses = useAppSelector(selectDoorStatuses);

  useEffect(() => {
    void dispatch(doorStatusesRequested());
  }, [dispatch]);

  let content;
  if (status === 'pending' || status === 'idle') {
    content = (
      <Stack align="center" padding="xl">
        <Spinner label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  } else if (status === 'failed') {
    content = (
      <ErrorState
        title={intl.formatMessage(m.failed)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={() => void dispatch(doorStatusesRequested())}
      />
    );
  } else if (statuses.length === 0) {
    content = <EmptyState message={intl.formatMessage(m.empty)} />;
  } else {
    content = (
      <CardGrid as="ul" minColumnWidth="sm" aria-label={intl.formatMessage(m.title)}>
        {statuses.map((item) => (
          <Card as="li" key={item.door_id} title={item.door_name} titleAs="h3">
            <Stack gap="sm">
              <Text tone="muted">{item.apartment_name}</Text>
              <div>
                <StatusBadge ok={isDeviceOk(item.status)} />
              </div>
            </Stack>
          </Card>
        ))}
      </CardGrid>
    );
  }

  return (
    <Modal
      open
      title={intl.formatMessage(m.title)}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      }
    >
      {content}
    </Modal>
  );
}
