import { defineMessage, defineMessages } from 'react-intl';

/** Accessi: the section, its search and its cards. */
export const checkinProfilesMessages = defineMessages({
  title: { id: 'owner.checkinProfiles.title', defaultMessage: 'Accessi' },
  newAccess: { id: 'owner.checkinProfiles.newAccess', defaultMessage: 'Nuovo Accesso' },
  searchLabel: { id: 'owner.checkinProfiles.searchLabel', defaultMessage: 'Cerca check-in' },
  name: { id: 'owner.checkinProfiles.name', defaultMessage: 'Nome' },
  surname: { id: 'owner.checkinProfiles.surname', defaultMessage: 'Cognome' },
  checkInDate: { id: 'owner.checkinProfiles.checkInDate', defaultMessage: 'Data di check-in' },
  search: { id: 'owner.checkinProfiles.search', defaultMessage: 'Cerca' },
  reset: { id: 'owner.checkinProfiles.reset', defaultMessage: 'Reimposta' },
  today: { id: 'owner.checkinProfiles.today', defaultMessage: 'Today' },
  currentsHeading: {
    id: 'owner.checkinProfiles.currentsHeading',
    defaultMessage: 'Soggiorni in corso e arrivi di oggi',
  },
  resultsHeading: {
    id: 'owner.checkinProfiles.resultsHeading',
    defaultMessage: 'Risultati della ricerca',
  },
  loading: { id: 'owner.checkinProfiles.loading', defaultMessage: 'Caricamento dei check-in…' },
  errorTitle: {
    id: 'owner.checkinProfiles.errorTitle',
    defaultMessage: 'Impossibile caricare i check-in.',
  },
  errorMessage: {
    id: 'owner.checkinProfiles.errorMessage',
    defaultMessage: 'Controlla la connessione e riprova.',
  },
  emptyCurrents: {
    id: 'owner.checkinProfiles.emptyCurrents',
    defaultMessage: 'Nessun soggiorno in corso e nessun arrivo oggi.',
  },
  emptySearch: {
    id: 'owner.checkinProfiles.emptySearch',
    defaultMessage: 'Nessun check-in corrisponde alla ricerca.',
  },
  // The card
  noRoom: { id: 'owner.checkinProfiles.noRoom', defaultMessage: 'Nessuna camera' },
  checkIn: { id: 'owner.checkinProfiles.checkIn', defaultMessage: 'Check-in' },
  checkOut: { id: 'owner.checkinProfiles.checkOut', defaultMessage: 'Check-out' },
  guests: { id: 'owner.checkinProfiles.guests', defaultMessage: 'Ospiti' },
  credentials: { id: 'owner.checkinProfiles.credentials', defaultMessage: 'Credenziali' },
  username: { id: 'owner.checkinProfiles.username', defaultMessage: 'Utente' },
  password: { id: 'owner.checkinProfiles.password', defaultMessage: 'Password' },
  edit: { id: 'owner.checkinProfiles.edit', defaultMessage: 'Modifica' },
  share: { id: 'owner.checkinProfiles.share', defaultMessage: 'Condividi' },
  // Sharing
  copied: {
    id: 'owner.checkinProfiles.copied',
    defaultMessage: "Messaggio con le credenziali copiato: incollalo nella chat con l'ospite.",
  },
  manualShareTitle: {
    id: 'owner.checkinProfiles.manualShareTitle',
    defaultMessage: 'Condividi le credenziali',
  },
  manualShareHint: {
    id: 'owner.checkinProfiles.manualShareHint',
    defaultMessage:
      "Il browser non permette di copiare: seleziona il messaggio, copialo e invialo all'ospite.",
  },
  manualShareLabel: {
    id: 'owner.checkinProfiles.manualShareLabel',
    defaultMessage: 'Messaggio per l’ospite',
  },
  close: { id: 'owner.checkinProfiles.close', defaultMessage: 'Chiudi' },
});

/** The notices of the check-in form, 3 s each (docs/product.md § Notices and errors). */
export const checkinProfileNotices = defineMessages({
  createFailed: {
    id: 'owner.checkinProfiles.createFailed',
    defaultMessage: 'Errore nella registrazione del check-in.',
  },
  editFailed: {
    id: 'owner.checkinProfiles.editFailed',
    defaultMessage: "Errore durante l'invio delle modifiche.",
  },
  deleteFailed: {
    id: 'owner.checkinProfiles.deleteFailed',
    defaultMessage: 'Errore durante la cancellazione del profilo.',
  },
  created: {
    id: 'owner.checkinProfiles.created',
    defaultMessage: 'Check-in registrato con successo!',
  },
  edited: { id: 'owner.checkinProfiles.edited', defaultMessage: 'Modifiche salvate con successo!' },
  deleted: {
    id: 'owner.checkinProfiles.deleted',
    defaultMessage: 'Profilo cancellato con successo!',
  },
  unchanged: {
    id: 'owner.checkinProfiles.unchanged',
    defaultMessage: 'Nessuna modifica apportata.',
  },
});

/** The 'Nuovo Accesso' / 'Modifica Check-in' form. */
export const checkinProfileFormMessages = defineMessages({
  createTitle: { id: 'owner.checkinProfileForm.createTitle', defaultMessage: 'Nuovo Accesso' },
  editTitle: { id: 'owner.checkinProfileForm.editTitle', defaultMessage: 'Modifica Check-in' },
  guest: { id: 'owner.checkinProfileForm.guest', defaultMessage: 'Ospite' },
  stay: { id: 'owner.checkinProfileForm.stay', defaultMessage: 'Soggiorno' },
  access: { id: 'owner.checkinProfileForm.access', defaultMessage: 'Accesso e check-in online' },
  name: { id: 'owner.checkinProfileForm.name', defaultMessage: 'Nome' },
  surname: { id: 'owner.checkinProfileForm.surname', defaultMessage: 'Cognome' },
  source: {
    id: 'owner.checkinProfileForm.source',
    defaultMessage: 'Provenienza della prenotazione',
  },
  sourceHint: {
    id: 'owner.checkinProfileForm.sourceHint',
    defaultMessage: 'Ad esempio Booking.com, Airbnb, Diretto.',
  },
  guestNumber: { id: 'owner.checkinProfileForm.guestNumber', defaultMessage: 'Numero di ospiti' },
  apartment: { id: 'owner.checkinProfileForm.apartment', defaultMessage: 'Struttura' },
  chooseApartment: { id: 'owner.checkinProfileForm.chooseApartment', defaultMessage: 'Scegli…' },
  room: { id: 'owner.checkinProfileForm.room', defaultMessage: 'Camera' },
  chooseRoom: { id: 'owner.checkinProfileForm.chooseRoom', defaultMessage: 'Scegli…' },
  apartmentFirst: {
    id: 'owner.checkinProfileForm.apartmentFirst',
    defaultMessage: 'Scegli prima la struttura.',
  },
  roomsLoading: {
    id: 'owner.checkinProfileForm.roomsLoading',
    defaultMessage: 'Caricamento delle camere…',
  },
  roomsFailed: {
    id: 'owner.checkinProfileForm.roomsFailed',
    defaultMessage: 'Impossibile caricare le camere di questa struttura.',
  },
  noRooms: {
    id: 'owner.checkinProfileForm.noRooms',
    defaultMessage: 'Questa struttura non ha camere: aggiungine una in Strutture.',
  },
  apartmentsLoading: {
    id: 'owner.checkinProfileForm.apartmentsLoading',
    defaultMessage: 'Caricamento delle strutture…',
  },
  apartmentsFailed: {
    id: 'owner.checkinProfileForm.apartmentsFailed',
    defaultMessage: 'Impossibile caricare le strutture.',
  },
  noApartments: {
    id: 'owner.checkinProfileForm.noApartments',
    defaultMessage: 'Non hai ancora strutture: creane una in Strutture.',
  },
  retry: { id: 'owner.checkinProfileForm.retry', defaultMessage: 'Riprova' },
  checkInDate: { id: 'owner.checkinProfileForm.checkInDate', defaultMessage: 'Data di check-in' },
  checkInTime: { id: 'owner.checkinProfileForm.checkInTime', defaultMessage: 'Ora di check-in' },
  checkOutDate: {
    id: 'owner.checkinProfileForm.checkOutDate',
    defaultMessage: 'Data di check-out',
  },
  checkOutTime: { id: 'owner.checkinProfileForm.checkOutTime', defaultMessage: 'Ora di check-out' },
  password: { id: 'owner.checkinProfileForm.password', defaultMessage: "Password dell'ospite" },
  passwordHint: {
    id: 'owner.checkinProfileForm.passwordHint',
    defaultMessage:
      'Generata: 8 caratteri, lettere e cifre facili da leggere. Puoi scriverne una tua.',
  },
  passwordEditHint: {
    id: 'owner.checkinProfileForm.passwordEditHint',
    defaultMessage: "Cambiandola, l'ospite dovrà accedere di nuovo con la nuova password.",
  },
  generate: { id: 'owner.checkinProfileForm.generate', defaultMessage: 'Genera nuova password' },
  requireRegistrationForm: {
    id: 'owner.checkinProfileForm.requireRegistrationForm',
    defaultMessage: 'Richiedi i dati degli ospiti',
  },
  requireDocumentPhoto: {
    id: 'owner.checkinProfileForm.requireDocumentPhoto',
    defaultMessage: 'Richiedi la foto del documento',
  },
  requireBillingInfo: {
    id: 'owner.checkinProfileForm.requireBillingInfo',
    defaultMessage: 'Richiedi i dati di fatturazione',
  },
  flagsHint: {
    id: 'owner.checkinProfileForm.flagsHint',
    defaultMessage: 'Scegliendo la struttura si applicano le sue impostazioni.',
  },
  required: { id: 'owner.checkinProfileForm.required', defaultMessage: 'Campo obbligatorio.' },
  cancel: { id: 'owner.checkinProfileForm.cancel', defaultMessage: 'Annulla' },
  create: { id: 'owner.checkinProfileForm.create', defaultMessage: 'Registra check-in' },
  save: { id: 'owner.checkinProfileForm.save', defaultMessage: 'Salva modifiche' },
  delete: { id: 'owner.checkinProfileForm.delete', defaultMessage: 'Elimina' },
  deleteTitle: {
    id: 'owner.checkinProfileForm.deleteTitle',
    defaultMessage: 'Eliminare il check-in?',
  },
});

/** Texts with values (typed, so each call must give them). */
export const checkinProfileValueMessages = {
  resultsCount: defineMessage<{ count: number }>({
    id: 'owner.checkinProfiles.resultsCount',
    defaultMessage: '{count, plural, one {# check-in} other {# check-in}}',
  }),
  searchCapped: defineMessage<{ limit: number }>({
    id: 'owner.checkinProfiles.searchCapped',
    defaultMessage: 'Sono mostrati i {limit} risultati più recenti: restringi la ricerca.',
  }),
  editOf: defineMessage<{ guest: string }>({
    id: 'owner.checkinProfiles.editOf',
    defaultMessage: 'Modifica {guest}',
  }),
  shareOf: defineMessage<{ guest: string }>({
    id: 'owner.checkinProfiles.shareOf',
    defaultMessage: 'Condividi le credenziali di {guest}',
  }),
  guestNumberInvalid: defineMessage<{ max: number }>({
    id: 'owner.checkinProfileForm.guestNumberInvalid',
    defaultMessage: 'Inserisci un numero intero di ospiti, da 1 a {max}.',
  }),
  passwordTooShort: defineMessage<{ min: number }>({
    id: 'owner.checkinProfileForm.passwordTooShort',
    defaultMessage: 'La password deve avere almeno {min} caratteri.',
  }),
  deleteMessage: defineMessage<{ guest: string }>({
    id: 'owner.checkinProfileForm.deleteMessage',
    defaultMessage:
      'Stai per cancellare il check-in di {guest}. Tutti i dati sugli ospiti verranno cancellati.',
  }),
};
