import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Button, ConfirmDialog, Icon, Modal, Stack, type ModalSize } from '@soglia/ui-kit';
import type { SubmitOutcome } from './useSubmit';

export interface FormModalDeletion {
  /** Elimina: the footer button and the confirmation's button. */
  label: string;
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
  saveLabel: string;
  cancelLabel: string;
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
  saveLabel,
  cancelLabel,
  deletion,
  after,
  children,
}: FormModalProps) {
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
                {deletion.label}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" form={formId} loading={submitting}>
              {saveLabel}
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
          confirmLabel={deletion.label}
          cancelLabel={cancelLabel}
          loading={deleting}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
