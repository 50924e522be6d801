import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Door } from '@soglia/api-client';
import { Badge, Stack, Text } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EntityList } from '../../shared/list';
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

  return (
    <EntityList
      items={doors}
      status={status}
      messages={m}
      emptyIcon="door"
      onRetry={() => void dispatch(doorsRequested(apartmentId))}
      onCreate={onCreate}
      onOpen={onOpen}
      title={(door) => door.name}
      details={(door) => (
        <Stack gap="sm">
          <Stack direction="row" gap="sm" wrap>
            <Badge tone="info">{intl.formatMessage(accessTypeMessages[door.access_type])}</Badge>
            <Badge>{intl.formatMessage(m.priority, { priority: door.priority })}</Badge>
          </Stack>
          {door.description ? <Text tone="muted">{door.description}</Text> : null}
        </Stack>
      )}
    />
  );
}
