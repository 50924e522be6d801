import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Room, RoomInput } from '@soglia/api-client';
import { Checkbox, Stack, Text, TextInput, Toast } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { fieldError, fieldProps, FormError, FormModal, useEntityForm } from '../../shared/form';
import { roomCreated, roomDeleted, roomEdited } from './roomsSlice';
import { roomFormMessages as m } from './messages';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
`;

interface RoomFormValues {
  name: string;
  doors: string[];
}

/** What the form needs to know of a door (the screen passes the apartment's doors). */
export interface RoomFormDoor {
  id: number;
  name: string;
}

export interface RoomFormModalProps {
  apartmentId: number;
  /** The room to edit ('Modifica Camera'); without it the modal creates one. */
  room?: Room;
  /** The doors of the apartment, to link. */
  doors: readonly RoomFormDoor[];
  onClose: () => void;
  /** A section under the form when editing (the room's calendars). */
  after?: ReactNode;
}

const toInput = (values: RoomFormValues, apartmentId: number): RoomInput => ({
  name: values.name.trim(),
  apartment: apartmentId,
  doors: values.doors.map(Number).sort((a, b) => a - b),
});

/** 'Crea Camera' and 'Modifica Camera': its name and the doors it opens. */
export function RoomFormModal({ apartmentId, room, doors, onClose, after }: RoomFormModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hintId = useId();
  const form = useForm<RoomFormValues>({
    defaultValues: { name: room?.name ?? '', doors: (room?.doors ?? []).map(String) },
  });
  const modal = useEntityForm({
    form,
    entity: room,
    messages: m,
    unchanged: (before, values) =>
      JSON.stringify(
        toInput({ name: before.name, doors: before.doors.map(String) }, apartmentId),
      ) === JSON.stringify(toInput(values, apartmentId)),
    save: (values) => {
      const input = toInput(values, apartmentId);
      return room
        ? dispatch(roomEdited({ id: room.id, input })).unwrap()
        : dispatch(roomCreated(input)).unwrap();
    },
    remove: (before) => dispatch(roomDeleted(before.id)).unwrap(),
    onClose,
  });

  const doorsError = fieldError(form, 'doors');

  return (
    <FormModal
      title={intl.formatMessage(room ? m.editTitle : m.createTitle)}
      size={after ? 'lg' : undefined}
      after={after}
      {...modal}
    >
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage(m.name)}
          required
          autoComplete="off"
          {...fieldProps(form, 'name', {
            validate: (value) => String(value).trim() !== '' || intl.formatMessage(m.required),
          })}
        />
        <Group aria-describedby={hintId}>
          <Legend>{intl.formatMessage(m.doors)}</Legend>
          <Stack gap="xs">
            <Text tone="muted" size="sm" id={hintId}>
              {intl.formatMessage(doors.length > 0 ? m.doorsHint : m.noDoors)}
            </Text>
            {doors.map((door) => (
              <Checkbox
                key={door.id}
                label={door.name}
                value={String(door.id)}
                {...form.register('doors')}
              />
            ))}
            {doorsError ? <Toast tone="error" message={doorsError} /> : null}
          </Stack>
        </Group>
        <FormError form={form} />
      </Stack>
    </FormModal>
  );
}
