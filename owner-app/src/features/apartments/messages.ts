import { defineMessage, defineMessages } from 'react-intl';

export const apartmentsMessages = defineMessages({
  loading: { id: 'owner.apartments.loading', defaultMessage: 'Caricamento delle strutture…' },
  empty: { id: 'owner.apartments.empty', defaultMessage: 'Nessuna struttura.' },
  errorTitle: {
    id: 'owner.apartments.errorTitle',
    defaultMessage: 'Impossibile caricare le strutture.',
  },
  errorMessage: {
    id: 'owner.apartments.errorMessage',
    defaultMessage: 'Controlla la connessione e riprova.',
  },
  retry: { id: 'owner.apartments.retry', defaultMessage: 'Riprova' },
  heading: { id: 'owner.apartments.heading', defaultMessage: 'Strutture' },
  noAddress: { id: 'owner.apartments.noAddress', defaultMessage: 'Indirizzo non indicato' },
});

export const apartmentFormMessages = defineMessages({
  createTitle: { id: 'owner.apartments.form.createTitle', defaultMessage: 'Crea Struttura' },
  updateTitle: { id: 'owner.apartments.form.updateTitle', defaultMessage: 'Modifica Struttura' },
  name: { id: 'owner.apartments.form.name', defaultMessage: 'Nome' },
  address: { id: 'owner.apartments.form.address', defaultMessage: 'Indirizzo' },
  phone: { id: 'owner.apartments.form.phone', defaultMessage: 'Telefono' },
  email: { id: 'owner.apartments.form.email', defaultMessage: 'Email' },
  cin: { id: 'owner.apartments.form.cin', defaultMessage: 'CIN' },
  cinHint: {
    id: 'owner.apartments.form.cinHint',
    defaultMessage: 'Codice identificativo nazionale della struttura, es. IT058091C2ABCDEF12.',
  },
  comune: { id: 'owner.apartments.form.comune', defaultMessage: 'Comune' },
  comuneHint: {
    id: 'owner.apartments.form.comuneHint',
    defaultMessage: 'Facoltativo. Il comune della struttura: le sue cifre ISTAT sono nel CIN.',
  },
  mapsLink: { id: 'owner.apartments.form.mapsLink', defaultMessage: 'Link di Google Maps' },
  mapsLinkHint: defineMessage<{ prefix: string }>({
    id: 'owner.apartments.form.mapsLinkHint',
    defaultMessage: 'Facoltativo. Il link di condivisione, che inizia con {prefix}',
  }),
  mapsLinkInvalid: defineMessage<{ prefix: string }>({
    id: 'owner.apartments.form.mapsLinkInvalid',
    // ICU: '' is one apostrophe (a single one would quote the placeholder).
    defaultMessage: "Il link deve iniziare con ''{prefix}''.",
  }),
  shelly: {
    id: 'owner.apartments.form.shelly',
    defaultMessage: 'Dispositivi di apertura remota (Shelly)',
  },
  serverUri: { id: 'owner.apartments.form.serverUri', defaultMessage: 'Server URI' },
  serverUriHint: {
    id: 'owner.apartments.form.serverUriHint',
    defaultMessage:
      "L'indirizzo Shelly Cloud del tuo account, es. https://shelly-1-eu.shelly.cloud",
  },
  serverUriInvalid: {
    id: 'owner.apartments.form.serverUriInvalid',
    defaultMessage: 'URL non valido',
  },
  authKey: { id: 'owner.apartments.form.authKey', defaultMessage: 'Chiave di autenticazione' },
  authKeyKept: {
    id: 'owner.apartments.form.authKeyKept',
    defaultMessage: 'Una chiave è già impostata: lascia vuoto per mantenerla.',
  },
  getGuestInfo: {
    id: 'owner.apartments.form.getGuestInfo',
    defaultMessage: 'Chiedi i dati degli ospiti',
  },
  getDocumentPhoto: {
    id: 'owner.apartments.form.getDocumentPhoto',
    defaultMessage: 'Chiedi la foto del documento',
  },
  getBillingInfo: {
    id: 'owner.apartments.form.getBillingInfo',
    defaultMessage: 'Chiedi i dati di fatturazione',
  },
  identificationRequired: {
    id: 'owner.apartments.form.identificationRequired',
    defaultMessage: 'Identificazione de visu prima della prima apertura',
  },
  identificationRequiredHint: {
    id: 'owner.apartments.form.identificationRequiredHint',
    defaultMessage:
      'Gli ospiti vedono codici e aperture solo dopo che li hai identificati, in videochiamata alla porta o di persona.',
  },
  ringChoice: defineMessage<{ seconds: number }>({
    id: 'owner.apartments.form.ringChoice',
    defaultMessage:
      '{seconds, select, 60 {1 minuto} 120 {2 minuti} 180 {3 minuti} 300 {5 minuti} 600 {10 minuti} other {{seconds} secondi}}',
  }),
  ringSeconds: {
    id: 'owner.apartments.form.ringSeconds',
    defaultMessage: 'Attesa della risposta',
  },
  ringSecondsHint: {
    id: 'owner.apartments.form.ringSecondsHint',
    defaultMessage:
      "Per quanto squilla la chiamata dell'ospite prima di risultare persa (l'ospite vede allora il tuo telefono).",
  },
  defaultTimes: {
    id: 'owner.apartments.form.defaultTimes',
    defaultMessage: 'Orari delle prenotazioni dai calendari dei canali',
  },
  defaultTimesHint: {
    id: 'owner.apartments.form.defaultTimesHint',
    defaultMessage:
      'I soggiorni che arrivano da Airbnb, Booking.com e dagli altri calendari hanno questi orari; puoi cambiarli in ogni accesso.',
  },
  defaultCheckInTime: {
    id: 'owner.apartments.form.defaultCheckInTime',
    defaultMessage: 'Ora di check-in',
  },
  defaultCheckOutTime: {
    id: 'owner.apartments.form.defaultCheckOutTime',
    defaultMessage: 'Ora di check-out',
  },
  required: { id: 'owner.apartments.form.required', defaultMessage: 'Campo obbligatorio.' },
  emailInvalid: {
    id: 'owner.apartments.form.emailInvalid',
    defaultMessage: 'Inserisci un indirizzo email valido.',
  },
  saveFailed: {
    id: 'owner.apartments.form.saveFailed',
    defaultMessage: 'Salvataggio non riuscito. Riprova.',
  },
  created: { id: 'owner.apartments.form.created', defaultMessage: 'Struttura creata.' },
  updated: { id: 'owner.apartments.form.updated', defaultMessage: 'Struttura modificata.' },
  deleted: { id: 'owner.apartments.form.deleted', defaultMessage: 'Struttura eliminata.' },
  deleteFailed: {
    id: 'owner.apartments.form.deleteFailed',
    defaultMessage: 'Eliminazione non riuscita. Riprova.',
  },
  confirmTitle: { id: 'owner.apartments.form.confirmTitle', defaultMessage: 'Elimina struttura' },
  confirmMessage: {
    id: 'owner.apartments.form.confirmMessage',
    defaultMessage: 'Sei sicuro di voler cancellare questo appartamento?',
  },
  noChange: { id: 'owner.apartments.form.noChange', defaultMessage: 'Nessuna modifica apportata.' },
});

export const apartmentDetailsMessages = defineMessages({
  heading: { id: 'owner.apartments.details.heading', defaultMessage: 'Dati della struttura' },
  name: { id: 'owner.apartments.details.name', defaultMessage: 'Nome' },
  address: { id: 'owner.apartments.details.address', defaultMessage: 'Indirizzo' },
  phone: { id: 'owner.apartments.details.phone', defaultMessage: 'Telefono' },
  email: { id: 'owner.apartments.details.email', defaultMessage: 'Email' },
  cin: { id: 'owner.apartments.details.cin', defaultMessage: 'CIN' },
  comune: { id: 'owner.apartments.details.comune', defaultMessage: 'Comune' },
  notGiven: { id: 'owner.apartments.details.notGiven', defaultMessage: 'Non indicato' },
  devices: { id: 'owner.apartments.details.devices', defaultMessage: 'Dispositivi Shelly' },
  devicesNotice: {
    id: 'owner.apartments.details.devicesNotice',
    defaultMessage: 'La struttura usa dispositivi di apertura remota.',
  },
  serverUri: { id: 'owner.apartments.details.serverUri', defaultMessage: 'Server URI' },
  authKey: { id: 'owner.apartments.details.authKey', defaultMessage: 'Chiave di autenticazione' },
  authKeySet: { id: 'owner.apartments.details.authKeySet', defaultMessage: 'Impostata' },
  authKeyMissing: {
    id: 'owner.apartments.details.authKeyMissing',
    defaultMessage: 'Non impostata',
  },
  noDevices: {
    id: 'owner.apartments.details.noDevices',
    defaultMessage: 'Nessun dispositivo di apertura remota.',
  },
  getGuestInfo: {
    id: 'owner.apartments.details.getGuestInfo',
    defaultMessage: 'Chiede i dati degli ospiti',
  },
  getDocumentPhoto: {
    id: 'owner.apartments.details.getDocumentPhoto',
    defaultMessage: 'Chiede la foto del documento',
  },
  getBillingInfo: {
    id: 'owner.apartments.details.getBillingInfo',
    defaultMessage: 'Chiede i dati di fatturazione',
  },
  identificationWithRing: defineMessage<{ ring: string }>({
    id: 'owner.apartments.details.identificationWithRing',
    defaultMessage: 'Sì (la chiamata squilla {ring})',
  }),
  identificationRequired: {
    id: 'owner.apartments.details.identificationRequired',
    defaultMessage: 'Identificazione de visu prima della prima apertura',
  },
  defaultCheckInTime: {
    id: 'owner.apartments.details.defaultCheckInTime',
    defaultMessage: 'Check-in delle prenotazioni dai calendari',
  },
  defaultCheckOutTime: {
    id: 'owner.apartments.details.defaultCheckOutTime',
    defaultMessage: 'Check-out delle prenotazioni dai calendari',
  },
  yes: { id: 'owner.apartments.details.yes', defaultMessage: 'Sì' },
  no: { id: 'owner.apartments.details.no', defaultMessage: 'No' },
  modify: { id: 'owner.apartments.details.modify', defaultMessage: 'Modifica Struttura' },
  openMaps: { id: 'owner.apartments.details.openMaps', defaultMessage: 'apri in Google Maps' },
});
