import { Button } from '../Button';
import { Modal } from '../Modal';
import { StyledConfirmMessage } from './ConfirmDialog.styles';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Default 'Conferma'. */
  title?: string;
  /** Default 'Elimina'. */
  confirmLabel?: string;
  /** Default 'Annulla'. */
  cancelLabel?: string;
  /** Default 'danger'. */
  tone?: 'danger' | 'primary';
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
}

/** Confirmation (alertdialog); focus starts on the cancel button so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = 'Conferma',
  confirmLabel = 'Elimina',
  cancelLabel = 'Annulla',
  tone = 'danger',
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      closeLabel={cancelLabel}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <StyledConfirmMessage>{message}</StyledConfirmMessage>
    </Modal>
  );
}
