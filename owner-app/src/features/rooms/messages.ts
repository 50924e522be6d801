import { defineMessage, defineMessages } from 'react-intl';

export const roomListMessages = defineMessages({
  create: { id: 'owner.rooms.list.create', defaultMessage: 'Crea Camera' },
  empty: {
    id: 'owner.rooms.list.empty',
    defaultMessage: 'Non ci sono camere per questa struttura.',
  },
  loading: { id: 'owner.rooms.list.loading', defaultMessage: 'Caricamento delle camere…' },
  failed: { id: 'owner.rooms.list.failed', defaultMessage: 'Impossibile caricare le camere.' },
  doors: defineMessage<{ count: number }>({
    id: 'owner.rooms.list.doors',
    defaultMessage: '{count, plural, =0 {Nessuna porta collegata} one {# porta} other {# porte}}',
  }),
});

export const roomFormMessages = defineMessages({
  createTitle: { id: 'owner.rooms.form.createTitle', defaultMessage: 'Crea Camera' },
  editTitle: { id: 'owner.rooms.form.editTitle', defaultMessage: 'Modifica Camera' },
  name: { id: 'owner.rooms.form.name', defaultMessage: 'Nome della camera' },
  required: { id: 'owner.rooms.form.required', defaultMessage: 'Campo obbligatorio.' },
  doors: { id: 'owner.rooms.form.doors', defaultMessage: 'Porte collegate' },
  doorsHint: {
    id: 'owner.rooms.form.doorsHint',
    defaultMessage: "Le porte che l'ospite di questa camera può aprire.",
  },
  noDoors: {
    id: 'owner.rooms.form.noDoors',
    defaultMessage: 'Questa struttura non ha ancora porte.',
  },
  created: { id: 'owner.rooms.form.created', defaultMessage: 'Camera creata con successo.' },
  createFailed: {
    id: 'owner.rooms.form.createFailed',
    defaultMessage: 'Errore nella creazione della camera.',
  },
  edited: { id: 'owner.rooms.form.edited', defaultMessage: 'Camera modificata con successo.' },
  editFailed: {
    id: 'owner.rooms.form.editFailed',
    defaultMessage: 'Errore nella modifica della camera.',
  },
  deleted: { id: 'owner.rooms.form.deleted', defaultMessage: 'Camera eliminata con successo.' },
  deleteFailed: {
    id: 'owner.rooms.form.deleteFailed',
    defaultMessage: 'Errore nella cancellazione della camera.',
  },
  confirmTitle: { id: 'owner.rooms.form.confirmTitle', defaultMessage: 'Elimina camera' },
  confirmMessage: defineMessage<{ name: string }>({
    id: 'owner.rooms.form.confirmMessage',
    defaultMessage: 'Sei sicuro di voler cancellare la camera «{name}»?',
  }),
  noChange: { id: 'owner.rooms.form.noChange', defaultMessage: 'Nessuna modifica apportata.' },
});
