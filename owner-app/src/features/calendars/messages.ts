import { defineMessage, defineMessages } from 'react-intl';

/** The channels' names. */
export { channelMessages as labelMessages } from '../../shared/messages';

/** The channels' calendars of an apartment or a room, and their cards. */
export const feedsMessages = defineMessages({
  heading: { id: 'owner.calendars.heading', defaultMessage: 'Calendari dei canali' },
  intro: {
    id: 'owner.calendars.intro',
    defaultMessage:
      'Collega il calendario (iCal) di ogni canale: Soglia lo legge ogni 15 minuti e ogni prenotazione diventa un accesso da completare in Accessi.',
  },
  apartmentIntro: {
    id: 'owner.calendars.apartmentIntro',
    defaultMessage: 'Per il calendario di una sola camera, aprila nella scheda Camere.',
  },
  add: { id: 'owner.calendars.add', defaultMessage: 'Aggiungi calendario' },
  addTitle: { id: 'owner.calendars.addTitle', defaultMessage: 'Nuovo calendario' },
  empty: { id: 'owner.calendars.empty', defaultMessage: 'Nessun calendario collegato.' },
  loading: { id: 'owner.calendars.loading', defaultMessage: 'Caricamento dei calendari…' },
  failed: { id: 'owner.calendars.failed', defaultMessage: 'Impossibile caricare i calendari.' },
  wholeApartment: { id: 'owner.calendars.wholeApartment', defaultMessage: 'Tutta la struttura' },
  address: { id: 'owner.calendars.address', defaultMessage: 'Indirizzo' },
  lastSync: { id: 'owner.calendars.lastSync', defaultMessage: 'Ultima lettura' },
  neverSynced: {
    id: 'owner.calendars.neverSynced',
    defaultMessage: 'Non ancora letto: entro 15 minuti, o subito con Sincronizza ora.',
  },
  result: { id: 'owner.calendars.result', defaultMessage: 'Esito' },
  resultOk: { id: 'owner.calendars.resultOk', defaultMessage: 'Letto' },
  resultError: { id: 'owner.calendars.resultError', defaultMessage: 'Errore' },
  found: { id: 'owner.calendars.found', defaultMessage: 'Trovati' },
  sync: { id: 'owner.calendars.sync', defaultMessage: 'Sincronizza ora' },
  edit: { id: 'owner.calendars.edit', defaultMessage: 'Modifica' },
  delete: { id: 'owner.calendars.delete', defaultMessage: 'Elimina' },
  cancel: { id: 'owner.calendars.cancel', defaultMessage: 'Annulla' },
  synced: { id: 'owner.calendars.synced', defaultMessage: 'Calendario letto.' },
  syncFailed: {
    id: 'owner.calendars.syncFailed',
    defaultMessage: 'Impossibile leggere il calendario adesso. Riprova.',
  },
  deleted: { id: 'owner.calendars.deleted', defaultMessage: 'Calendario eliminato.' },
  deleteFailed: {
    id: 'owner.calendars.deleteFailed',
    defaultMessage: 'Impossibile eliminare il calendario.',
  },
});

export const feedValueMessages = {
  counts: defineMessage<{ bookings: number; blocked: number; toDecide: number }>({
    id: 'owner.calendars.counts',
    defaultMessage:
      '{bookings, plural, one {# prenotazione} other {# prenotazioni}} · {blocked, plural, one {# periodo bloccato} other {# periodi bloccati}} · {toDecide} da decidere',
  }),
  syncedAt: defineMessage<{ date: string; time: string }>({
    id: 'owner.calendars.syncedAt',
    defaultMessage: '{date} alle {time}',
  }),
  syncFailedWith: defineMessage<{ message: string }>({
    id: 'owner.calendars.syncFailedWith',
    defaultMessage: 'Lettura non riuscita: {message}',
  }),
  feedName: defineMessage<{ label: string; scope: string }>({
    id: 'owner.calendars.feedName',
    defaultMessage: '{label}, {scope}',
  }),
  syncOf: defineMessage<{ name: string }>({
    id: 'owner.calendars.syncOf',
    defaultMessage: 'Sincronizza ora il calendario {name}',
  }),
  editOf: defineMessage<{ name: string }>({
    id: 'owner.calendars.editOf',
    defaultMessage: 'Modifica il calendario {name}',
  }),
  deleteOf: defineMessage<{ name: string }>({
    id: 'owner.calendars.deleteOf',
    defaultMessage: 'Elimina il calendario {name}',
  }),
  confirmDelete: defineMessage<{ name: string }>({
    id: 'owner.calendars.confirmDelete',
    defaultMessage:
      'Eliminare il calendario {name}? Soglia smette di leggerlo; i soggiorni già importati restano in Accessi.',
  }),
};

/** Aggiungi calendario and its edit. */
export const feedFormMessages = defineMessages({
  addTitle: { id: 'owner.calendarForm.addTitle', defaultMessage: 'Nuovo calendario' },
  editTitle: { id: 'owner.calendarForm.editTitle', defaultMessage: 'Modifica calendario' },
  label: { id: 'owner.calendarForm.label', defaultMessage: 'Canale' },
  url: { id: 'owner.calendarForm.url', defaultMessage: 'Indirizzo del calendario (iCal)' },
  urlHint: {
    id: 'owner.calendarForm.urlHint',
    defaultMessage:
      'Il link che il canale dà per esportare il calendario, ad esempio https://www.airbnb.it/calendar/ical/…',
  },
  required: { id: 'owner.calendarForm.required', defaultMessage: 'Campo obbligatorio.' },
  save: { id: 'owner.calendarForm.save', defaultMessage: 'Salva' },
  cancel: { id: 'owner.calendarForm.cancel', defaultMessage: 'Annulla' },
  created: {
    id: 'owner.calendarForm.created',
    defaultMessage:
      'Calendario aggiunto: Soglia lo legge entro 15 minuti, o subito con Sincronizza ora.',
  },
  createFailed: {
    id: 'owner.calendarForm.createFailed',
    defaultMessage: 'Impossibile aggiungere il calendario.',
  },
  edited: { id: 'owner.calendarForm.edited', defaultMessage: 'Calendario modificato.' },
  editFailed: {
    id: 'owner.calendarForm.editFailed',
    defaultMessage: 'Impossibile modificare il calendario.',
  },
  unchanged: { id: 'owner.calendarForm.unchanged', defaultMessage: 'Nessuna modifica apportata.' },
});

/** The periods the feeds cannot tell apart: the host decides. */
export const decideMessages = defineMessages({
  heading: { id: 'owner.calendarEvents.heading', defaultMessage: 'Periodi da decidere' },
  intro: {
    id: 'owner.calendarEvents.intro',
    defaultMessage:
      'Il calendario non dice se questi periodi sono prenotazioni o chiusure (Booking.com li scrive tutti «CLOSED - Not available»): scegli tu.',
  },
  loading: {
    id: 'owner.calendarEvents.loading',
    defaultMessage: 'Caricamento dei periodi da decidere…',
  },
  failed: {
    id: 'owner.calendarEvents.failed',
    defaultMessage: 'Impossibile caricare i periodi da decidere.',
  },
  booking: { id: 'owner.calendarEvents.booking', defaultMessage: 'È una prenotazione' },
  ignore: { id: 'owner.calendarEvents.ignore', defaultMessage: 'Ignora' },
  booked: {
    id: 'owner.calendarEvents.booked',
    defaultMessage: 'Prenotazione aggiunta: completala in Accessi.',
  },
  ignored: { id: 'owner.calendarEvents.ignored', defaultMessage: 'Periodo ignorato.' },
  decideFailed: {
    id: 'owner.calendarEvents.decideFailed',
    defaultMessage: 'Impossibile salvare la scelta.',
  },
  noSummary: { id: 'owner.calendarEvents.noSummary', defaultMessage: 'Senza descrizione' },
});

export const decideValueMessages = {
  period: defineMessage<{ label: string; from: string; to: string }>({
    id: 'owner.calendarEvents.period',
    defaultMessage: '{label}: dal {from} al {to}',
  }),
  bookingOf: defineMessage<{ period: string }>({
    id: 'owner.calendarEvents.bookingOf',
    defaultMessage: 'È una prenotazione: {period}',
  }),
  ignoreOf: defineMessage<{ period: string }>({
    id: 'owner.calendarEvents.ignoreOf',
    defaultMessage: 'Ignora: {period}',
  }),
};

/** Soglia's own calendar of an apartment or a room. */
export const exportMessages = defineMessages({
  heading: { id: 'owner.calendarExport.heading', defaultMessage: 'Calendario di Soglia' },
  intro: {
    id: 'owner.calendarExport.intro',
    defaultMessage:
      'Dai questo indirizzo ai canali (su Airbnb e Booking.com: «Importa calendario»), così bloccano le date che Soglia conosce. Contiene solo i periodi occupati: nessun nome né altro dato degli ospiti.',
  },
  none: {
    id: 'owner.calendarExport.none',
    defaultMessage: 'Il calendario di Soglia non è ancora stato creato.',
  },
  create: { id: 'owner.calendarExport.create', defaultMessage: 'Crea' },
  url: { id: 'owner.calendarExport.url', defaultMessage: 'Indirizzo segreto' },
  urlHint: {
    id: 'owner.calendarExport.urlHint',
    defaultMessage: 'Chi ha questo indirizzo vede i periodi occupati: dallo solo ai canali.',
  },
  copy: { id: 'owner.calendarExport.copy', defaultMessage: 'Copia' },
  rotate: { id: 'owner.calendarExport.rotate', defaultMessage: 'Rigenera' },
  revoke: { id: 'owner.calendarExport.revoke', defaultMessage: 'Revoca' },
  cancel: { id: 'owner.calendarExport.cancel', defaultMessage: 'Annulla' },
  confirmRotate: {
    id: 'owner.calendarExport.confirmRotate',
    defaultMessage:
      "Rigenerare l'indirizzo? Quello di adesso smette subito di funzionare: dovrai dare il nuovo a ogni canale.",
  },
  confirmRevoke: {
    id: 'owner.calendarExport.confirmRevoke',
    defaultMessage:
      "Revocare il calendario? L'indirizzo smette subito di funzionare e i canali non vedranno più le date di Soglia.",
  },
  loading: { id: 'owner.calendarExport.loading', defaultMessage: 'Caricamento del calendario…' },
  failed: {
    id: 'owner.calendarExport.failed',
    defaultMessage: 'Impossibile caricare il calendario di Soglia.',
  },
  copied: { id: 'owner.calendarExport.copied', defaultMessage: 'Indirizzo copiato.' },
  copyFailed: {
    id: 'owner.calendarExport.copyFailed',
    defaultMessage: "Il browser non permette di copiare: seleziona l'indirizzo e copialo a mano.",
  },
  created: { id: 'owner.calendarExport.created', defaultMessage: 'Calendario di Soglia creato.' },
  createFailed: {
    id: 'owner.calendarExport.createFailed',
    defaultMessage: 'Impossibile creare il calendario.',
  },
  rotated: {
    id: 'owner.calendarExport.rotated',
    defaultMessage: 'Nuovo indirizzo pronto: aggiornalo su ogni canale.',
  },
  rotateFailed: {
    id: 'owner.calendarExport.rotateFailed',
    defaultMessage: "Impossibile rigenerare l'indirizzo.",
  },
  revoked: { id: 'owner.calendarExport.revoked', defaultMessage: 'Calendario revocato.' },
  revokeFailed: {
    id: 'owner.calendarExport.revokeFailed',
    defaultMessage: 'Impossibile revocare il calendario.',
  },
});
