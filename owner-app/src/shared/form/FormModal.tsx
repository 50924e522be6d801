import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, ConfirmDialog, Icon, Modal, Stack, type ModalSize } from '@soglia/ui-kit';
import { formMessages as m } from './messages';
import type { SubmitOutcome } from './useSubmit';

/** Elimina in the footer, and its confirmation. */
export interface FormModalDeletion {
  /** The confirmation's title and question. */
  title: string;
  message: string;
  /** Deletes (useSubmit's run): a failed delete brings the form back. */
  run: () => Promise<SubmitOutcome>;
}

export interface FormModalProps {
  title: string;
  size?: ModalSize;
  onClose: () => void;
  /** The form's submit (`form.handleSubmit(…)`). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  /** An edit modal's Elimina, behind a confirmation (the modal hides meanwhile). */
  deletion?: FormModalDeletion;
  /** A section under the form, outside it (a door's instructions, an entry's translations). */
  after?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/** A create / edit form in a modal: Elimina (when editing), Annulla and Salva in its footer. */
export function FormModal({
  title,
  size,
  onClose,
  onSubmit,
  submitting,
  deletion,
  after,
  children,
}: FormModalProps) {
  const intl = useIntl();
  const formId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!deletion) return;
    setDeleting(true);
    const outcome = await deletion.run();
    setDeleting(false);
    if (outcome === 'failed') setConfirming(false);
  };

  const form = (
    <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
      {children}
    </form>
  );
  return (
    <>
      <Modal
        open={!confirming}
        title={title}
        onClose={onClose}
        size={size}
        footer={
          <>
            {deletion ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                <Icon name="trash" size={18} />
                {intl.formatMessage(m.delete)}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" form={formId} loading={submitting}>
              {intl.formatMessage(m.save)}
            </Button>
          </>
        }
      >
        {after === undefined ? (
          form
        ) : (
          <Stack gap="xl">
            {form}
            {after}
          </Stack>
        )}
      </Modal>
      {deletion ? (
        <ConfirmDialog
          open={confirming}
          title={deletion.title}
          message={deletion.message}
          confirmLabel={intl.formatMessage(m.delete)}
          cancelLabel={intl.formatMessage(m.cancel)}
          loading={deleting}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
