import { defineMessage, defineMessages } from 'react-intl';

export const deviceStatusMessages = defineMessages({
  button: { id: 'owner.doors.status.button', defaultMessage: 'Stato dispositivi' },
  title: { id: 'owner.doors.status.title', defaultMessage: 'Stato dei dispositivi' },
  empty: {
    id: 'owner.doors.status.empty',
    defaultMessage: 'Non ci sono dispositivi collegati.',
  },
  loading: { id: 'owner.doors.status.loading', defaultMessage: 'Verifica dei dispositivi…' },
  failed: {
    id: 'owner.doors.status.failed',
    defaultMessage: 'Impossibile verificare i dispositivi.',
  },
  retry: { id: 'owner.doors.status.retry', defaultMessage: 'Riprova' },
  close: { id: 'owner.doors.status.close', defaultMessage: 'Chiudi' },
  apartment: { id: 'owner.doors.status.apartment', defaultMessage: 'Struttura' },
  banner: {
    id: 'owner.doors.status.banner',
    defaultMessage:
      "Alcuni dispositivi di apertura remota non funzionano. Controlla il server URI, la chiave di autenticazione, l'ID e la connessione del dispositivo.",
  },
  dismiss: { id: 'owner.doors.status.dismiss', defaultMessage: 'Chiudi' },
});

export const doorListMessages = defineMessages({
  create: { id: 'owner.doors.list.create', defaultMessage: 'Crea Porta' },
  empty: {
    id: 'owner.doors.list.empty',
    defaultMessage: 'Non ci sono porte per questa struttura.',
  },
  loading: { id: 'owner.doors.list.loading', defaultMessage: 'Caricamento delle porte…' },
  failed: { id: 'owner.doors.list.failed', defaultMessage: 'Impossibile caricare le porte.' },
  priority: defineMessage<{ priority: number }>({
    id: 'owner.doors.list.priority',
    defaultMessage: 'Priorità {priority}',
  }),
});

export const accessTypeMessages = defineMessages({
  shelly: { id: 'owner.doors.accessType.shelly', defaultMessage: 'Shelly (apertura remota)' },
  codice: { id: 'owner.doors.accessType.codice', defaultMessage: 'Codice' },
  'solo istruzioni': {
    id: 'owner.doors.accessType.instructions',
    defaultMessage: 'Solo istruzioni',
  },
});

export const doorFormMessages = defineMessages({
  createTitle: { id: 'owner.doors.form.createTitle', defaultMessage: 'Crea Porta' },
  editTitle: { id: 'owner.doors.form.editTitle', defaultMessage: 'Modifica Porta' },
  name: { id: 'owner.doors.form.name', defaultMessage: 'Nome della porta' },
  nameTooLong: {
    id: 'owner.doors.form.nameTooLong',
    defaultMessage: 'Il nome della porta deve essere al massimo di 40 caratteri.',
  },
  accessType: { id: 'owner.doors.form.accessType', defaultMessage: 'Tipo di accesso' },
  idDevice: { id: 'owner.doors.form.idDevice', defaultMessage: 'ID dispositivo' },
  cpc: { id: 'owner.doors.form.cpc', defaultMessage: 'Codice di posizione (CPC)' },
  cpcHint: {
    id: 'owner.doors.form.cpcHint',
    defaultMessage: "Il codice che l'ospite inserisce per aprire la porta.",
  },
  channel: { id: 'owner.doors.form.channel', defaultMessage: 'Canale' },
  accessCode: { id: 'owner.doors.form.accessCode', defaultMessage: 'Codice di accesso' },
  priority: { id: 'owner.doors.form.priority', defaultMessage: 'Priorità' },
  priorityHint: {
    id: 'owner.doors.form.priorityHint',
    defaultMessage: "Le porte si mostrano all'ospite dalla priorità più bassa.",
  },
  description: { id: 'owner.doors.form.description', defaultMessage: 'Descrizione' },
  instructions: { id: 'owner.doors.form.instructions', defaultMessage: 'Istruzioni' },
  required: { id: 'owner.doors.form.required', defaultMessage: 'Campo obbligatorio.' },
  wholeNumber: {
    id: 'owner.doors.form.wholeNumber',
    defaultMessage: 'Inserisci un numero intero.',
  },
  created: { id: 'owner.doors.form.created', defaultMessage: 'Porta creata con successo.' },
  createFailed: {
    id: 'owner.doors.form.createFailed',
    defaultMessage: 'Errore nella creazione della porta.',
  },
  edited: { id: 'owner.doors.form.edited', defaultMessage: 'Porta modificata con successo.' },
  editFailed: {
    id: 'owner.doors.form.editFailed',
    defaultMessage: 'Errore nella modifica della porta.',
  },
  deleted: { id: 'owner.doors.form.deleted', defaultMessage: 'Porta eliminata con successo.' },
  deleteFailed: {
    id: 'owner.doors.form.deleteFailed',
    defaultMessage: 'Errore nella cancellazione della porta.',
  },
  confirmTitle: { id: 'owner.doors.form.confirmTitle', defaultMessage: 'Elimina porta' },
  confirmMessage: defineMessage<{ name: string }>({
    id: 'owner.doors.form.confirmMessage',
    defaultMessage: 'Sei sicuro di voler cancellare la porta «{name}»?',
  }),
  noChange: { id: 'owner.doors.form.noChange', defaultMessage: 'Nessuna modifica apportata.' },
});

export const instructionMessages = defineMessages({
  heading: { id: 'owner.doors.instructions.heading', defaultMessage: 'Istruzioni in altre lingue' },
  intro: {
    id: 'owner.doors.instructions.intro',
    defaultMessage: 'Il nome della porta e le istruzioni per gli ospiti stranieri, una per lingua.',
  },
  none: {
    id: 'owner.doors.instructions.none',
    defaultMessage: 'Nessuna istruzione in altre lingue.',
  },
  loading: {
    id: 'owner.doors.instructions.loading',
    defaultMessage: 'Caricamento delle istruzioni…',
  },
  loadFailed: {
    id: 'owner.doors.instructions.loadFailed',
    defaultMessage: 'Impossibile caricare le istruzioni.',
  },
  add: { id: 'owner.doors.instructions.add', defaultMessage: "Aggiungi un'istruzione" },
  formLabel: defineMessage<{ language: string }>({
    id: 'owner.doors.instructions.formLabel',
    defaultMessage: 'Istruzione {language}',
  }),
  languagePlaceholder: {
    id: 'owner.doors.instructions.languagePlaceholder',
    defaultMessage: 'Scegli la lingua',
  },
  doorName: {
    id: 'owner.doors.instructions.doorName',
    defaultMessage: 'Nome della porta tradotto',
  },
  text: { id: 'owner.doors.instructions.text', defaultMessage: 'Istruzioni tradotte' },
  languageRequired: {
    id: 'owner.doors.instructions.languageRequired',
    defaultMessage: 'Campo obbligatorio.',
  },
  required: { id: 'owner.doors.instructions.required', defaultMessage: 'Campo obbligatorio.' },
  duplicate: {
    id: 'owner.doors.instructions.duplicate',
    defaultMessage: "Esiste già un'istruzione per questa lingua.",
  },
  addButton: { id: 'owner.doors.instructions.addButton', defaultMessage: 'Aggiungi istruzione' },
  saveButton: { id: 'owner.doors.instructions.saveButton', defaultMessage: 'Salva istruzione' },
  deleteButton: {
    id: 'owner.doors.instructions.deleteButton',
    defaultMessage: 'Elimina istruzione',
  },
  confirmDelete: defineMessage<{ language: string }>({
    id: 'owner.doors.instructions.confirmDelete',
    defaultMessage: "Eliminare l'istruzione in {language}?",
  }),
  confirmYes: { id: 'owner.doors.instructions.confirmYes', defaultMessage: 'Elimina' },
  added: {
    id: 'owner.doors.instructions.added',
    defaultMessage: 'Istruzione aggiunta con successo.',
  },
  addFailed: {
    id: 'owner.doors.instructions.addFailed',
    defaultMessage: "Errore nell'aggiunta delle istruzioni linguistiche.",
  },
  updated: {
    id: 'owner.doors.instructions.updated',
    defaultMessage: 'Istruzione aggiornata con successo.',
  },
  editFailed: {
    id: 'owner.doors.instructions.editFailed',
    defaultMessage: 'Errore nella modifica delle istruzioni linguistiche.',
  },
  deleted: {
    id: 'owner.doors.instructions.deleted',
    defaultMessage: 'Istruzione cancellata con successo.',
  },
  deleteFailed: {
    id: 'owner.doors.instructions.deleteFailed',
    defaultMessage: 'Errore nella cancellazione delle istruzioni linguistiche.',
  },
});
