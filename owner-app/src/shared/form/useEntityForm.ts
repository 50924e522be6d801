import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNotify } from '../notices';
import type { FormModalProps } from './FormModal';
import { inItalian } from './serverMessages';
import { useSubmit } from './useSubmit';

/** The notices and the delete confirmation of one kind of entity's form. */
export interface EntityFormMessages {
  created: MessageDescriptor;
  createFailed: MessageDescriptor;
  edited: MessageDescriptor;
  editFailed: MessageDescriptor;
  deleted: MessageDescriptor;
  deleteFailed: MessageDescriptor;
  confirmTitle: MessageDescriptor;
  /** With the entity's `{name}`. */
  confirmMessage: MessageDescriptor;
  noChange: MessageDescriptor;
}

export interface EntityFormOptions<T extends { id: number; name: string }, V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The entity edited; none when creating. */
  entity: T | undefined;
  messages: EntityFormMessages;
  /** Whether saving `values` would send what the server has already. */
  unchanged: (entity: T, values: V) => boolean;
  /** Creates (no entity) or edits: the request's `unwrap()`. */
  save: (values: V) => Promise<unknown>;
  /** Deletes the entity: the request's `unwrap()`. */
  remove: (entity: T) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The Salva and Elimina of a create / edit modal (Crea / Modifica Porta, Camera), as FormModal
 * props: an unchanged edit sends nothing and says so, a failed save shows the server's errors on
 * the form, a success tells it and closes.
 */
export function useEntityForm<T extends { id: number; name: string }, V extends FieldValues>({
  form,
  entity,
  messages: m,
  unchanged,
  save,
  remove,
  onClose,
}: EntityFormOptions<T, V>): Pick<
  FormModalProps,
  'onClose' | 'onSubmit' | 'submitting' | 'deletion'
> {
  const intl = useIntl();
  const notify = useNotify();
  const run = useSubmit();

  const onSubmit = form.handleSubmit(async (values) => {
    if (entity && unchanged(entity, values)) {
      notify({ tone: 'warning', message: intl.formatMessage(m.noChange) });
      onClose();
      return;
    }
    await run(() => save(values), {
      form,
      translate: inItalian,
      fallback: intl.formatMessage(entity ? m.editFailed : m.createFailed),
      succeeded: intl.formatMessage(entity ? m.edited : m.created),
      onSuccess: () => onClose(),
    });
  });

  return {
    onClose,
    onSubmit,
    submitting: form.formState.isSubmitting,
    deletion: entity && {
      title: intl.formatMessage(m.confirmTitle),
      message: intl.formatMessage(m.confirmMessage, { name: entity.name }),
      run: () =>
        run(() => remove(entity), {
          failed: intl.formatMessage(m.deleteFailed),
          succeeded: intl.formatMessage(m.deleted),
          onSuccess: () => onClose(),
        }),
    },
  };
}
