import { useIntl } from 'react-intl';
import type { InfoEntry } from '@soglia/api-client';
import { ConfirmDialog } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmit } from '../../shared/form';
import {
  guidebookEntryDeleted,
  guidebookRequested,
  selectGuidebookRequest,
} from './guidebookSlice';
import { guidebookEntryDetailMessages as m } from './messages';

export interface GuidebookEntryDeleteDialogProps {
  info: InfoEntry;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * The confirmation before an entry is deleted. The delete runs once: Elimina is busy while it
 * runs (and the slice skips a second dispatch), and a deleted entry leaves the screen.
 */
export function GuidebookEntryDeleteDialog({
  info,
  onCancel,
  onDeleted,
}: GuidebookEntryDeleteDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const { status } = useAppSelector((state) => selectGuidebookRequest(state, `delete:${info.id}`));

  const confirm = () =>
    run(() => dispatch(guidebookEntryDeleted(info.id)).unwrap(), {
      failed: intl.formatMessage(m.deleteFailed),
      succeeded: intl.formatMessage(m.deleted),
      onSuccess: () => onDeleted(),
      // Gone already (another tab, another device): the list shows what the server has.
      onFailure: (failure) => {
        if (failure.status === 404) void dispatch(guidebookRequested(info.apartment));
      },
    });

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
