import { defineMessage, defineMessages } from 'react-intl';

type Name = { name: string };
type When = { date: string; time: string };

/** States of a stay and of one guest's record, and the deadline. */
export const stateMessages = {
  deadlineLeft: defineMessage<{ duration: string }>({
    id: 'owner.alloggiati.deadlineLeft',
    defaultMessage: 'entro {duration}',
  }),
  deadlineLate: defineMessage<{ duration: string }>({
    id: 'owner.alloggiati.deadlineLate',
    defaultMessage: 'in ritardo di {duration}',
  }),
  sentAt: defineMessage<When>({
    id: 'owner.alloggiati.sentAt',
    defaultMessage: 'Inviata il {date} alle {time}',
  }),
  hours: defineMessage<{ hours: number; minutes: number }>({
    id: 'owner.alloggiati.hours',
    defaultMessage: '{minutes, select, 0 {{hours} h} other {{hours} h {minutes} min}}',
  }),
  minutes: defineMessage<{ minutes: number }>({
    id: 'owner.alloggiati.minutes',
    defaultMessage: '{minutes} min',
  }),
  ...defineMessages({
    not_due: { id: 'owner.alloggiati.state.notDue', defaultMessage: 'Non ancora dovuta' },
    incomplete: { id: 'owner.alloggiati.state.incomplete', defaultMessage: 'Dati incompleti' },
    to_send: { id: 'owner.alloggiati.state.toSend', defaultMessage: 'Da inviare' },
    uncertain: { id: 'owner.alloggiati.state.uncertain', defaultMessage: 'Esito incerto' },
    refused: { id: 'owner.alloggiati.state.refused', defaultMessage: 'Rifiutata' },
    sent: { id: 'owner.alloggiati.state.sent', defaultMessage: 'Inviata' },
    expired: { id: 'owner.alloggiati.state.expired', defaultMessage: 'Scaduta' },
    lineUnsent: { id: 'owner.alloggiati.line.unsent', defaultMessage: 'Non inviata' },
    lineSending: { id: 'owner.alloggiati.line.sending', defaultMessage: 'In invio' },
    lineAccepted: { id: 'owner.alloggiati.line.accepted', defaultMessage: 'Ricevuta' },
    lineRefused: { id: 'owner.alloggiati.line.refused', defaultMessage: 'Rifiutata' },
    lineUncertain: { id: 'owner.alloggiati.line.uncertain', defaultMessage: 'Esito incerto' },
    badgeLabel: { id: 'owner.alloggiati.badgeLabel', defaultMessage: 'Alloggiati Web' },
    rangeFailed: {
      id: 'owner.alloggiati.rangeFailed',
      defaultMessage: 'Stato Alloggiati Web non disponibile.',
    },
    retry: { id: 'owner.alloggiati.retry', defaultMessage: 'Riprova' },
  }),
};

/** The Alloggiati Web panel of a stay. */
export const panelMessages = {
  deadline: defineMessage<When>({
    id: 'owner.alloggiati.panel.deadline',
    defaultMessage: 'Termine: {date} alle {time}',
  }),
  notDueHint: defineMessage<{ date: string }>({
    id: 'owner.alloggiati.panel.notDueHint',
    defaultMessage: "Il servizio accetta le schedine dal giorno dell'arrivo, il {date}.",
  }),
  sentHint: defineMessage<When>({
    id: 'owner.alloggiati.panel.sentHint',
    defaultMessage: 'Tutte le schedine sono state ricevute il {date} alle {time}.',
  }),
  uncertainGuest: defineMessage<When>({
    id: 'owner.alloggiati.panel.uncertainGuest',
    defaultMessage:
      'Inviata il {date} alle {time} senza risposta. Sul portale Alloggiati Web risulta ricevuta?',
  }),
  uncertainGuestUndated: defineMessage({
    id: 'owner.alloggiati.panel.uncertainGuestUndated',
    defaultMessage: 'Inviata senza risposta. Sul portale Alloggiati Web risulta ricevuta?',
  }),
  received: defineMessage<Name>({
    id: 'owner.alloggiati.panel.received',
    defaultMessage: 'Risulta ricevuta ({name})',
  }),
  notReceived: defineMessage<Name>({
    id: 'owner.alloggiati.panel.notReceived',
    defaultMessage: 'Non risulta: invia di nuovo ({name})',
  }),
  enteredOnPortal: defineMessage<Name>({
    id: 'owner.alloggiati.panel.enteredOnPortal',
    defaultMessage: 'Inserita sul portale ({name})',
  }),
  confirmReceived: defineMessage<Name>({
    id: 'owner.alloggiati.panel.confirmReceived',
    defaultMessage:
      'Confermi che la schedina di {name} risulta ricevuta sul portale Alloggiati Web? Soglia non la invierà più.',
  }),
  resolvedReceived: defineMessage<Name>({
    id: 'owner.alloggiati.panel.resolvedReceived',
    defaultMessage: 'Schedina di {name} segnata come ricevuta.',
  }),
  resolvedNotReceived: defineMessage<Name>({
    id: 'owner.alloggiati.panel.resolvedNotReceived',
    defaultMessage: 'La schedina di {name} si può inviare di nuovo.',
  }),
  checkOk: defineMessage({ id: 'owner.alloggiati.panel.checkOk', defaultMessage: 'Corretta' }),
  refusedBy: defineMessage<{ description: string }>({
    id: 'owner.alloggiati.panel.refusedBy',
    defaultMessage: 'Il servizio dice: {description}',
  }),
  ...defineMessages({
    heading: { id: 'owner.alloggiati.panel.heading', defaultMessage: 'Alloggiati Web' },
    guests: { id: 'owner.alloggiati.panel.guests', defaultMessage: 'Schedine degli ospiti' },
    noGuests: {
      id: 'owner.alloggiati.panel.noGuests',
      defaultMessage: 'Le schedine compariranno quando gli ospiti si saranno registrati.',
    },
    incompleteHint: {
      id: 'owner.alloggiati.panel.incompleteHint',
      defaultMessage: 'Mancano dei dati: completali perché le schedine si possano inviare.',
    },
    toSendHint: {
      id: 'owner.alloggiati.panel.toSendHint',
      defaultMessage: 'Tutte le schedine sono pronte: inviale entro il termine.',
    },
    uncertainHint: {
      id: 'owner.alloggiati.panel.uncertainHint',
      defaultMessage:
        "Un invio non ha avuto risposta dal servizio: alcune schedine potrebbero essere già arrivate. Prima di inviarle di nuovo controlla sul portale Alloggiati Web e indica l'esito per ogni ospite.",
    },
    refusedHint: {
      id: 'owner.alloggiati.panel.refusedHint',
      defaultMessage:
        'Il servizio ha rifiutato alcune schedine: correggi i dati indicati e invia di nuovo.',
    },
    expiredHint: {
      id: 'owner.alloggiati.panel.expiredHint',
      defaultMessage: 'Il servizio non accetta più le schedine di questo arrivo.',
    },
    autoSend: {
      id: 'owner.alloggiati.panel.autoSend',
      defaultMessage: 'Invio automatico attivo: le schedine partono da sole appena sono pronte.',
    },
    noAccount: {
      id: 'owner.alloggiati.panel.noAccount',
      defaultMessage: 'Per inviare serve un account Alloggiati Web.',
    },
    setAccount: { id: 'owner.alloggiati.panel.setAccount', defaultMessage: "Imposta l'account" },
    test: { id: 'owner.alloggiati.panel.test', defaultMessage: 'Verifica' },
    send: { id: 'owner.alloggiati.panel.send', defaultMessage: 'Invia' },
    loading: {
      id: 'owner.alloggiati.panel.loading',
      defaultMessage: 'Caricamento dello stato Alloggiati Web…',
    },
    loadFailed: {
      id: 'owner.alloggiati.panel.loadFailed',
      defaultMessage: 'Impossibile caricare lo stato Alloggiati Web.',
    },
    testResult: { id: 'owner.alloggiati.panel.testResult', defaultMessage: 'Verifica' },
    sendResult: { id: 'owner.alloggiati.panel.sendResult', defaultMessage: 'Invio' },
    confirmReceivedTitle: {
      id: 'owner.alloggiati.panel.confirmReceivedTitle',
      defaultMessage: 'Schedina ricevuta?',
    },
    confirmReceivedButton: {
      id: 'owner.alloggiati.panel.confirmReceivedButton',
      defaultMessage: 'Risulta ricevuta',
    },
    enteredOnPortalButton: {
      id: 'owner.alloggiati.panel.enteredOnPortalButton',
      defaultMessage: 'Inserita sul portale',
    },
    notReceivedButton: {
      id: 'owner.alloggiati.panel.notReceivedButton',
      defaultMessage: 'Non risulta: invia di nuovo',
    },
    cancel: { id: 'owner.alloggiati.panel.cancel', defaultMessage: 'Annulla' },
    testFailed: {
      id: 'owner.alloggiati.panel.testFailed',
      defaultMessage: 'Verifica non riuscita. Riprova tra poco.',
    },
    resolveFailed: {
      id: 'owner.alloggiati.panel.resolveFailed',
      defaultMessage: 'Operazione non riuscita. Riprova.',
    },
  }),
};

/** Invia and its confirmation, in the panel and in the due list. */
export const sendMessages = {
  confirm: defineMessage<{ count: number; name: string }>({
    id: 'owner.alloggiati.send.confirm',
    defaultMessage:
      '{count, plural, one {Stai per inviare la schedina} other {Stai per inviare # schedine}} di {name} alla Polizia di Stato. Una schedina inviata non si può ritirare: controlla prima i dati.',
  }),
  sendOf: defineMessage<Name>({
    id: 'owner.alloggiati.send.sendOf',
    defaultMessage: 'Invia ({name})',
  }),
  ...defineMessages({
    title: { id: 'owner.alloggiati.send.title', defaultMessage: 'Inviare le schedine?' },
    send: { id: 'owner.alloggiati.send.send', defaultMessage: 'Invia' },
    cancel: { id: 'owner.alloggiati.send.cancel', defaultMessage: 'Annulla' },
    failed: {
      id: 'owner.alloggiati.send.failed',
      defaultMessage: 'Invio non riuscito. Riprova tra poco.',
    },
    noAnswer: {
      id: 'owner.alloggiati.send.noAnswer',
      defaultMessage:
        'Nessuna risposta dal server: controlla lo stato delle schedine prima di inviarle di nuovo.',
    },
  }),
};
