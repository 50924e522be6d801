import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Door } from '@soglia/api-client';
import {
  Badge,
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
import { doorsRequested, selectDoorsOfApartment, selectDoorsRequest } from './doorsSlice';
import { accessTypeMessages, doorListMessages as m } from './messages';

export interface DoorListProps {
  apartmentId: number;
  onCreate: () => void;
  onOpen: (door: Door) => void;
}

/** The Porte tab: Crea Porta and one card per door of the apartment, by priority. */
export function DoorList({ apartmentId, onCreate, onOpen }: DoorListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) => selectDoorsRequest(state, `list:${apartmentId}`));
  const doors = useAppSelector((state) => selectDoorsOfApartment(state, apartmentId));

  useEffect(() => {
    const request = dispatch(doorsRequested(apartmentId));
    return () => request.abort();
  }, [apartmentId, dispatch]);

  let content;
  if (status === 'failed' && doors.length === 0) {
    content = (
      <ErrorState
        title={intl.formatMessage(m.failed)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={() => void dispatch(doorsRequested(apartmentId))}
      />
    );
  } else if ((status === 'idle' || status === 'pending') && doors.length === 0) {
    content = (
      <Stack align="center" padding="xxl">
        <Spinner size="lg" label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  } else if (doors.length === 0) {
    content = (
      <EmptyState icon={<Icon name="door" size={22} />} message={intl.formatMessage(m.empty)} />
    );
  } else {
    content = (
      <CardGrid>
        {doors.map((door) => (
          <Card key={door.id} title={door.name} titleAs="h2" onClick={() => onOpen(door)}>
            <Stack gap="sm">
              <Stack direction="row" gap="sm" wrap>
                <Badge tone="info">
                  {intl.formatMessage(accessTypeMessages[door.access_type])}
                </Badge>
                <Badge>{intl.formatMessage(m.priority, { priority: door.priority })}</Badge>
              </Stack>
              {door.description ? <Text tone="muted">{door.description}</Text> : null}
            </Stack>
          </Card>
        ))}
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
