import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Room, RoomInput } from '@soglia/api-client';
import { Checkbox, Stack, Text, TextInput, Toast } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import {
  fieldError,
  fieldProps,
  FormError,
  FormModal,
  inItalian,
  useSubmit,
} from '../../shared/form';
import { useNotify } from '../../shared/notices';
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
}

const toInput = (values: RoomFormValues, apartmentId: number): RoomInput => ({
  name: values.name.trim(),
  apartment: apartmentId,
  doors: values.doors.map(Number).sort((a, b) => a - b),
});

/** 'Crea Camera' and 'Modifica Camera': its name and the doors it opens. */
export function RoomFormModal({ apartmentId, room, doors, onClose }: RoomFormModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const hintId = useId();
  const form = useForm<RoomFormValues>({
    defaultValues: { name: room?.name ?? '', doors: (room?.doors ?? []).map(String) },
  });

  const submit = form.handleSubmit(async (values) => {
    const input = toInput(values, apartmentId);
    if (room) {
      const before = toInput({ name: room.name, doors: room.doors.map(String) }, apartmentId);
      if (JSON.stringify(before) === JSON.stringify(input)) {
        notify({ tone: 'warning', message: intl.formatMessage(m.noChange) });
        onClose();
        return;
      }
    }
    await run(
      () =>
        room
          ? dispatch(roomEdited({ id: room.id, input })).unwrap()
          : dispatch(roomCreated(input)).unwrap(),
      {
        form,
        translate: inItalian,
        fallback: intl.formatMessage(room ? m.editFailed : m.createFailed),
        succeeded: intl.formatMessage(room ? m.edited : m.created),
        onSuccess: () => onClose(),
      },
    );
  });

  const doorsError = fieldError(form, 'doors');

  return (
    <FormModal
      title={intl.formatMessage(room ? m.editTitle : m.createTitle)}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      deletion={
        room && {
          title: intl.formatMessage(m.confirmTitle),
          message: intl.formatMessage(m.confirmMessage, { name: room.name }),
          run: () =>
            run(() => dispatch(roomDeleted(room.id)).unwrap(), {
              failed: intl.formatMessage(m.deleteFailed),
              succeeded: intl.formatMessage(m.deleted),
              onSuccess: () => onClose(),
            }),
        }
      }
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
