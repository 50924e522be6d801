import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import type { CheckinProfile } from '@soglia/api-client';
import { Button, ConfirmDialog, Modal, Stack } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { FormError, useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { CheckinFields } from './CheckinFields';
import { checkinCreated, checkinDeleted, checkinEdited } from './checkinsSlice';
import {
  newCheckinValues,
  profileValues,
  toInput,
  toPatch,
  type CheckinFormValues,
} from './formValues';
import {
  checkinFormMessages as m,
  checkinNotices as notices,
  checkinValueMessages as v,
} from './messages';
import type { CheckinPlaces } from './places';

export interface CheckinFormModalProps {
  /** The profile to edit ('Modifica Check-in'); without one, a new access. */
  profile?: CheckinProfile;
  places: CheckinPlaces;
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
export function CheckinFormModal({ profile, places, onClose, onCreated }: CheckinFormModalProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const formId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<CheckinFormValues>({
    defaultValues: profile ? profileValues(profile) : newCheckinValues(places.apartments),
  });
  // formState is a subscription: read what the form uses while rendering.
  const { dirtyFields, isSubmitting } = form.formState;
  const guest = profile ? `${profile.name} ${profile.surname}` : '';

  const submit = form.handleSubmit(async (values) => {
    if (!profile) {
      await run(() => dispatch(checkinCreated(toInput(values))).unwrap(), {
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
    const patch = toPatch(values, dirtyFields);
    if (Object.keys(patch).length === 0) {
      notify({ tone: 'warning', message: t(notices.unchanged) });
      return;
    }
    await run(() => dispatch(checkinEdited({ id: profile.id, patch })).unwrap(), {
      form,
      succeeded: t(notices.edited),
      failed: t(notices.editFailed),
      onSuccess: () => onClose(),
    });
  });

  const remove = async () => {
    if (!profile) return;
    setDeleting(true);
    await run(() => dispatch(checkinDeleted(profile.id)).unwrap(), {
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
        title={t(profile ? m.editTitle : m.createTitle)}
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
              {t(profile ? m.save : m.create)}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="lg">
            <FormError form={form} />
            <CheckinFields form={form} places={places} editing={Boolean(profile)} />
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
