import { defineMessage, defineMessages } from 'react-intl';

/** Accessi: the section, its search and its cards. */
export const checkinsMessages = defineMessages({
  title: { id: 'owner.checkins.title', defaultMessage: 'Accessi' },
  newAccess: { id: 'owner.checkins.newAccess', defaultMessage: 'Nuovo Accesso' },
  searchLabel: { id: 'owner.checkins.searchLabel', defaultMessage: 'Cerca check-in' },
  name: { id: 'owner.checkins.name', defaultMessage: 'Nome' },
  surname: { id: 'owner.checkins.surname', defaultMessage: 'Cognome' },
  checkInDate: { id: 'owner.checkins.checkInDate', defaultMessage: 'Data di check-in' },
  search: { id: 'owner.checkins.search', defaultMessage: 'Cerca' },
  reset: { id: 'owner.checkins.reset', defaultMessage: 'Reimposta' },
  today: { id: 'owner.checkins.today', defaultMessage: 'Today' },
  currentsHeading: {
    id: 'owner.checkins.currentsHeading',
    defaultMessage: 'Soggiorni in corso e arrivi di oggi',
  },
  resultsHeading: {
    id: 'owner.checkins.resultsHeading',
    defaultMessage: 'Risultati della ricerca',
  },
  loading: { id: 'owner.checkins.loading', defaultMessage: 'Caricamento dei check-in…' },
  errorTitle: {
    id: 'owner.checkins.errorTitle',
    defaultMessage: 'Impossibile caricare i check-in.',
  },
  errorMessage: {
    id: 'owner.checkins.errorMessage',
    defaultMessage: 'Controlla la connessione e riprova.',
  },
  emptyCurrents: {
    id: 'owner.checkins.emptyCurrents',
    defaultMessage: 'Nessun soggiorno in corso e nessun arrivo oggi.',
  },
  emptySearch: {
    id: 'owner.checkins.emptySearch',
    defaultMessage: 'Nessun check-in corrisponde alla ricerca.',
  },
  // The card
  noRoom: { id: 'owner.checkins.noRoom', defaultMessage: 'Nessuna camera' },
  checkIn: { id: 'owner.checkins.checkIn', defaultMessage: 'Check-in' },
  checkOut: { id: 'owner.checkins.checkOut', defaultMessage: 'Check-out' },
  guests: { id: 'owner.checkins.guests', defaultMessage: 'Ospiti' },
  credentials: { id: 'owner.checkins.credentials', defaultMessage: 'Credenziali' },
  username: { id: 'owner.checkins.username', defaultMessage: 'Utente' },
  password: { id: 'owner.checkins.password', defaultMessage: 'Password' },
  edit: { id: 'owner.checkins.edit', defaultMessage: 'Modifica' },
  share: { id: 'owner.checkins.share', defaultMessage: 'Condividi' },
  // Sharing
  copied: {
    id: 'owner.checkins.copied',
    defaultMessage: "Messaggio con le credenziali copiato: incollalo nella chat con l'ospite.",
  },
  manualShareTitle: {
    id: 'owner.checkins.manualShareTitle',
    defaultMessage: 'Condividi le credenziali',
  },
  manualShareHint: {
    id: 'owner.checkins.manualShareHint',
    defaultMessage:
      "Il browser non permette di copiare: seleziona il messaggio, copialo e invialo all'ospite.",
  },
  manualShareLabel: {
    id: 'owner.checkins.manualShareLabel',
    defaultMessage: 'Messaggio per l’ospite',
  },
  close: { id: 'owner.checkins.close', defaultMessage: 'Chiudi' },
});

/** The notices of the check-in form, 3 s each (docs/product.md § Notices and errors). */
export const checkinNotices = defineMessages({
  createFailed: {
    id: 'owner.checkins.createFailed',
    defaultMessage: 'Errore nella registrazione del check-in.',
  },
  editFailed: {
    id: 'owner.checkins.editFailed',
    defaultMessage: "Errore durante l'invio delle modifiche.",
  },
  deleteFailed: {
    id: 'owner.checkins.deleteFailed',
    defaultMessage: 'Errore durante la cancellazione del profilo.',
  },
  created: { id: 'owner.checkins.created', defaultMessage: 'Check-in registrato con successo!' },
  edited: { id: 'owner.checkins.edited', defaultMessage: 'Modifiche salvate con successo!' },
  deleted: { id: 'owner.checkins.deleted', defaultMessage: 'Profilo cancellato con successo!' },
  unchanged: { id: 'owner.checkins.unchanged', defaultMessage: 'Nessuna modifica apportata.' },
});

/** The 'Nuovo Accesso' / 'Modifica Check-in' form. */
export const checkinFormMessages = defineMessages({
  createTitle: { id: 'owner.checkinForm.createTitle', defaultMessage: 'Nuovo Accesso' },
  editTitle: { id: 'owner.checkinForm.editTitle', defaultMessage: 'Modifica Check-in' },
  guest: { id: 'owner.checkinForm.guest', defaultMessage: 'Ospite' },
  stay: { id: 'owner.checkinForm.stay', defaultMessage: 'Soggiorno' },
  access: { id: 'owner.checkinForm.access', defaultMessage: 'Accesso e check-in online' },
  name: { id: 'owner.checkinForm.name', defaultMessage: 'Nome' },
  surname: { id: 'owner.checkinForm.surname', defaultMessage: 'Cognome' },
  source: { id: 'owner.checkinForm.source', defaultMessage: 'Provenienza della prenotazione' },
  sourceHint: {
    id: 'owner.checkinForm.sourceHint',
    defaultMessage: 'Ad esempio Booking.com, Airbnb, Diretto.',
  },
  guestNumber: { id: 'owner.checkinForm.guestNumber', defaultMessage: 'Numero di ospiti' },
  apartment: { id: 'owner.checkinForm.apartment', defaultMessage: 'Struttura' },
  chooseApartment: { id: 'owner.checkinForm.chooseApartment', defaultMessage: 'Scegli…' },
  room: { id: 'owner.checkinForm.room', defaultMessage: 'Camera' },
  chooseRoom: { id: 'owner.checkinForm.chooseRoom', defaultMessage: 'Scegli…' },
  apartmentFirst: {
    id: 'owner.checkinForm.apartmentFirst',
    defaultMessage: 'Scegli prima la struttura.',
  },
  roomsLoading: {
    id: 'owner.checkinForm.roomsLoading',
    defaultMessage: 'Caricamento delle camere…',
  },
  roomsFailed: {
    id: 'owner.checkinForm.roomsFailed',
    defaultMessage: 'Impossibile caricare le camere di questa struttura.',
  },
  noRooms: {
    id: 'owner.checkinForm.noRooms',
    defaultMessage: 'Questa struttura non ha camere: aggiungine una in Strutture.',
  },
  apartmentsLoading: {
    id: 'owner.checkinForm.apartmentsLoading',
    defaultMessage: 'Caricamento delle strutture…',
  },
  apartmentsFailed: {
    id: 'owner.checkinForm.apartmentsFailed',
    defaultMessage: 'Impossibile caricare le strutture.',
  },
  noApartments: {
    id: 'owner.checkinForm.noApartments',
    defaultMessage: 'Non hai ancora strutture: creane una in Strutture.',
  },
  retry: { id: 'owner.checkinForm.retry', defaultMessage: 'Riprova' },
  checkInDate: { id: 'owner.checkinForm.checkInDate', defaultMessage: 'Data di check-in' },
  checkInTime: { id: 'owner.checkinForm.checkInTime', defaultMessage: 'Ora di check-in' },
  checkOutDate: { id: 'owner.checkinForm.checkOutDate', defaultMessage: 'Data di check-out' },
  checkOutTime: { id: 'owner.checkinForm.checkOutTime', defaultMessage: 'Ora di check-out' },
  password: { id: 'owner.checkinForm.password', defaultMessage: "Password dell'ospite" },
  passwordHint: {
    id: 'owner.checkinForm.passwordHint',
    defaultMessage:
      'Generata: 8 caratteri, lettere e cifre facili da leggere. Puoi scriverne una tua.',
  },
  passwordEditHint: {
    id: 'owner.checkinForm.passwordEditHint',
    defaultMessage: "Cambiandola, l'ospite dovrà accedere di nuovo con la nuova password.",
  },
  generate: { id: 'owner.checkinForm.generate', defaultMessage: 'Genera nuova password' },
  requireRegistrationForm: {
    id: 'owner.checkinForm.requireRegistrationForm',
    defaultMessage: 'Richiedi i dati degli ospiti',
  },
  requireDocumentPhoto: {
    id: 'owner.checkinForm.requireDocumentPhoto',
    defaultMessage: 'Richiedi la foto del documento',
  },
  requireBillingInfo: {
    id: 'owner.checkinForm.requireBillingInfo',
    defaultMessage: 'Richiedi i dati di fatturazione',
  },
  flagsHint: {
    id: 'owner.checkinForm.flagsHint',
    defaultMessage: 'Scegliendo la struttura si applicano le sue impostazioni.',
  },
  required: { id: 'owner.checkinForm.required', defaultMessage: 'Campo obbligatorio.' },
  cancel: { id: 'owner.checkinForm.cancel', defaultMessage: 'Annulla' },
  create: { id: 'owner.checkinForm.create', defaultMessage: 'Registra check-in' },
  save: { id: 'owner.checkinForm.save', defaultMessage: 'Salva modifiche' },
  delete: { id: 'owner.checkinForm.delete', defaultMessage: 'Elimina' },
  deleteTitle: { id: 'owner.checkinForm.deleteTitle', defaultMessage: 'Eliminare il check-in?' },
});

/** Texts with values (typed, so each call must give them). */
export const checkinValueMessages = {
  resultsCount: defineMessage<{ count: number }>({
    id: 'owner.checkins.resultsCount',
    defaultMessage: '{count, plural, one {# check-in} other {# check-in}}',
  }),
  searchCapped: defineMessage<{ limit: number }>({
    id: 'owner.checkins.searchCapped',
    defaultMessage: 'Sono mostrati i {limit} risultati più recenti: restringi la ricerca.',
  }),
  editOf: defineMessage<{ guest: string }>({
    id: 'owner.checkins.editOf',
    defaultMessage: 'Modifica {guest}',
  }),
  shareOf: defineMessage<{ guest: string }>({
    id: 'owner.checkins.shareOf',
    defaultMessage: 'Condividi le credenziali di {guest}',
  }),
  guestNumberInvalid: defineMessage<{ max: number }>({
    id: 'owner.checkinForm.guestNumberInvalid',
    defaultMessage: 'Inserisci un numero intero di ospiti, da 1 a {max}.',
  }),
  passwordTooShort: defineMessage<{ min: number }>({
    id: 'owner.checkinForm.passwordTooShort',
    defaultMessage: 'La password deve avere almeno {min} caratteri.',
  }),
  deleteMessage: defineMessage<{ guest: string }>({
    id: 'owner.checkinForm.deleteMessage',
    defaultMessage:
      'Stai per cancellare il check-in di {guest}. Tutti i dati sugli ospiti verranno cancellati.',
  }),
};
