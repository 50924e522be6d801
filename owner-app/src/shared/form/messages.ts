import { defineMessages } from 'react-intl';

/** The buttons of every form modal (FormModal). */
export const formMessages = defineMessages({
  save: { id: 'owner.form.save', defaultMessage: 'Salva' },
  cancel: { id: 'owner.form.cancel', defaultMessage: 'Annulla' },
  delete: { id: 'owner.form.delete', defaultMessage: 'Elimina' },
});
