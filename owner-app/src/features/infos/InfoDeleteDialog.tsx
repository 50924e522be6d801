import { useIntl } from 'react-intl';
import type { InfoEntry } from '@soglia/api-client';
import { ConfirmDialog } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useNotify } from '../../shared/notices';
import { isRequestFailure } from '../../shared/requests';
import { infoDeleted, infosRequested, selectInfosRequest } from './infosSlice';
import { infoDetailMessages as m } from './messages';

export interface InfoDeleteDialogProps {
  info: InfoEntry;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * The confirmation before an entry is deleted. The delete runs once: Elimina is busy while it
 * runs (and the slice skips a second dispatch), and a deleted entry leaves the screen.
 */
export function InfoDeleteDialog({ info, onCancel, onDeleted }: InfoDeleteDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { status } = useAppSelector((state) => selectInfosRequest(state, `delete:${info.id}`));

  const confirm = async () => {
    try {
      await dispatch(infoDeleted(info.id)).unwrap();
    } catch (error) {
      if (!isRequestFailure(error)) return; // skipped: the same delete is already running
      notify({ tone: 'error', message: intl.formatMessage(m.deleteFailed) });
      // Gone already (another tab, another device): the list shows what the server has.
      if (error.status === 404) void dispatch(infosRequested(info.apartment));
      return;
    }
    notify({ tone: 'success', message: intl.formatMessage(m.deleted) });
    onDeleted();
  };

  return (
    <ConfirmDialog
      open
      title={intl.formatMessage(m.confirmTitle)}
      message={intl.formatMessage(m.confirmMessage, { title: info.title })}
      confirmLabel={intl.formatMessage(m.delete)}
      cancelLabel={intl.formatMessage(m.cancel)}
      loading={status === 'pending'}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  );
}
