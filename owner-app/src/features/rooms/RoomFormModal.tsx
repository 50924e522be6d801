import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Room, RoomInput } from '@soglia/api-client';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Icon,
  Modal,
  Stack,
  Text,
  TextInput,
  Toast,
} from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyServerErrors, fieldError, fieldProps, inItalian } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { isRequestFailure } from '../../shared/requests';
import { roomCreated, roomDeleted, roomEdited, selectRoomsRequest } from './roomsSlice';
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
  const formId = useId();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<RoomFormValues>({
    defaultValues: { name: room?.name ?? '', doors: (room?.doors ?? []).map(String) },
  });
  const { isSubmitting } = form.formState;
  const { status: deleteStatus } = useAppSelector((state) =>
    selectRoomsRequest(state, `delete:${room?.id ?? 0}`),
  );

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
    try {
      if (room) await dispatch(roomEdited({ id: room.id, input })).unwrap();
      else await dispatch(roomCreated(input)).unwrap();
    } catch (error) {
      if (!isRequestFailure(error)) return;
      const fallback = intl.formatMessage(room ? m.editFailed : m.createFailed);
      applyServerErrors(form, inItalian(error), fallback);
      return;
    }
    notify({ tone: 'success', message: intl.formatMessage(room ? m.edited : m.created) });
    onClose();
  });

  const remove = async () => {
    if (!room) return;
    try {
      await dispatch(roomDeleted(room.id)).unwrap();
    } catch (error) {
      if (!isRequestFailure(error)) return;
      setConfirming(false);
      notify({ tone: 'error', message: intl.formatMessage(m.deleteFailed) });
      return;
    }
    notify({ tone: 'success', message: intl.formatMessage(m.deleted) });
    onClose();
  };

  const formError = form.formState.errors.root?.server?.message;
  const doorsError = fieldError(form, 'doors');

  return (
    <>
      <Modal
        open={!confirming}
        title={intl.formatMessage(room ? m.editTitle : m.createTitle)}
        onClose={onClose}
        footer={
          <>
            {room ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                <Icon name="trash" size={18} />
                {intl.formatMessage(m.delete)}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting}>
              {intl.formatMessage(m.save)}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
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
            {formError ? <Toast tone="error" message={formError} /> : null}
          </Stack>
        </form>
      </Modal>
      {room ? (
        <ConfirmDialog
          open={confirming}
          title={intl.formatMessage(m.confirmTitle)}
          message={intl.formatMessage(m.confirmMessage, { name: room.name })}
          confirmLabel={intl.formatMessage(m.delete)}
          cancelLabel={intl.formatMessage(m.cancel)}
          loading={deleteStatus === 'pending'}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
