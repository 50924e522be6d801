import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import type { CheckinProfile } from '@soglia/api-client';
import { Button, ConfirmDialog, Modal, Stack, Toast } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { FormError, useSubmit } from '../../shared/form';
import { channelMessages } from '../../shared/messages';
import { useNotify } from '../../shared/notices';
import { calendarStayMessages as c, calendarStayValueMessages as cv } from './calendarMessages';
import { CheckinProfileFields } from './CheckinProfileFields';
import {
  checkinProfileCreated,
  checkinProfileDeleted,
  checkinProfileEdited,
} from './checkinProfilesSlice';
import {
  newCheckinProfileValues,
  profileValues,
  toInput,
  toPatch,
  type CheckinProfileFormValues,
} from './formValues';
import {
  checkinProfileFormMessages as m,
  checkinProfileNotices as notices,
  checkinProfileValueMessages as v,
} from './messages';
import type { ApartmentRoomOptions } from './apartmentRoomOptions';

export interface CheckinProfileFormModalProps {
  /** The profile to edit ('Modifica Check-in'); without one, a new access. */
  profile?: CheckinProfile;
  apartmentRoomOptions: ApartmentRoomOptions;
  onClose: () => void;
  /** A new check-in was registered. */
  onCreated?: (profile: CheckinProfile) => void;
}

/**
 * 'Nuovo Accesso' and 'Modifica Check-in': the form in a modal. Editing sends only the changed
 * fields (PATCH) and offers Elimina behind a confirmation. Successes and failures are the
 * notices of docs/product.md § Notices and errors; the server's field errors show under their
 * fields.
 */
export function CheckinProfileFormModal({
  profile,
  apartmentRoomOptions,
  onClose,
  onCreated,
}: CheckinProfileFormModalProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const formId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<CheckinProfileFormValues>({
    defaultValues: profile
      ? profileValues(profile)
      : newCheckinProfileValues(apartmentRoomOptions.apartments),
  });
  // formState is a subscription: read what the form uses while rendering.
  const { dirtyFields, isSubmitting } = form.formState;
  const guest = profile ? `${profile.name} ${profile.surname}` : '';
  // A booking from a channel's calendar: Segna come completato sends the changes and ends the wait.
  const awaiting = profile?.status === 'awaiting_details';
  const channel = profile?.calendar ? t(channelMessages[profile.calendar.label]) : '';

  const submit = form.handleSubmit(async (values) => {
    if (!profile) {
      await run(() => dispatch(checkinProfileCreated(toInput(values))).unwrap(), {
        form,
        succeeded: t(notices.created),
        failed: t(notices.createFailed),
        onSuccess: (created) => {
          onCreated?.(created);
          onClose();
        },
      });
      return;
    }
    if (awaiting) {
      const input = { ...toPatch(values, dirtyFields), awaiting_details: false };
      await run(() => dispatch(checkinProfileEdited({ id: profile.id, input })).unwrap(), {
        form,
        succeeded: t(c.completed),
        failed: t(c.completeFailed),
        onSuccess: () => onClose(),
      });
      return;
    }
    const patch = toPatch(values, dirtyFields);
    if (Object.keys(patch).length === 0) {
      notify({ tone: 'warning', message: t(notices.unchanged) });
      return;
    }
    await run(() => dispatch(checkinProfileEdited({ id: profile.id, input: patch })).unwrap(), {
      form,
      succeeded: t(notices.edited),
      failed: t(notices.editFailed),
      onSuccess: () => onClose(),
    });
  });

  const remove = async () => {
    if (!profile) return;
    setDeleting(true);
    await run(() => dispatch(checkinProfileDeleted(profile.id)).unwrap(), {
      succeeded: t(notices.deleted),
      failed: t(notices.deleteFailed),
      onSuccess: () => {
        setConfirmingDelete(false);
        onClose();
      },
      onFailure: () => setDeleting(false),
    });
  };

  return (
    <>
      <Modal
        open
        size="lg"
        title={t(awaiting ? c.completeTitle : profile ? m.editTitle : m.createTitle)}
        onClose={onClose}
        footer={
          <>
            {profile ? (
              <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
                {t(m.delete)}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting}>
              {t(awaiting ? c.markCompleted : profile ? m.save : m.create)}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="lg">
            {awaiting ? <Toast tone="info" message={t(cv.completeIntro, { channel })} /> : null}
            <FormError form={form} />
            <CheckinProfileFields
              form={form}
              apartmentRoomOptions={apartmentRoomOptions}
              editing={Boolean(profile)}
            />
          </Stack>
        </form>
      </Modal>
      {profile ? (
        <ConfirmDialog
          open={confirmingDelete}
          title={t(m.deleteTitle)}
          message={t(v.deleteMessage, { guest })}
          confirmLabel={t(m.delete)}
          cancelLabel={t(m.cancel)}
          loading={deleting}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        />
      ) : null}
    </>
  );
}
