import { defineMessage, defineMessages } from 'react-intl';

/** The incoming call, the missed call and the call back (docs/product.md § Identification at the door). */
export const ringMessages = {
  where: defineMessage<{ apartment: string; room: string }>({
    id: 'owner.identification.where',
    defaultMessage: '{apartment} · {room}',
  }),
  door: defineMessage<{ door: string }>({
    id: 'owner.identification.door',
    defaultMessage: 'Porta: {door}',
  }),
  toIdentify: defineMessage<{ count: number }>({
    id: 'owner.identification.toIdentify',
    defaultMessage:
      '{count, plural, =0 {Nessun ospite da identificare} one {# ospite da identificare} other {# ospiti da identificare}}',
  }),
  missedAt: defineMessage<{ time: string; door: string }>({
    id: 'owner.identification.missedAt',
    defaultMessage: 'Alle {time}, dalla porta {door}.',
  }),
  missedAtNoDoor: defineMessage<{ time: string }>({
    id: 'owner.identification.missedAtNoDoor',
    defaultMessage: 'Alle {time}.',
  }),
  ...defineMessages({
    incomingTitle: {
      id: 'owner.identification.incomingTitle',
      defaultMessage: 'Chiamata in arrivo',
    },
    unknownGuest: { id: 'owner.identification.unknownGuest', defaultMessage: 'Ospite' },
    answer: { id: 'owner.identification.answer', defaultMessage: 'Rispondi' },
    decline: { id: 'owner.identification.decline', defaultMessage: 'Rifiuta' },
    busy: {
      id: 'owner.identification.busy',
      defaultMessage: 'Termina la chiamata in corso per rispondere.',
    },
    enableNotifications: {
      id: 'owner.identification.enableNotifications',
      defaultMessage: 'Attiva notifiche',
    },
    notificationsHint: {
      id: 'owner.identification.notificationsHint',
      defaultMessage: 'Con le notifiche senti le chiamate anche con la console in secondo piano.',
    },
    notificationTitle: {
      id: 'owner.identification.notificationTitle',
      defaultMessage: 'Chiamata in arrivo alla porta',
    },
    missedTitle: { id: 'owner.identification.missedTitle', defaultMessage: 'Chiamata persa' },
    callBack: { id: 'owner.identification.callBack', defaultMessage: 'Richiama' },
    close: { id: 'owner.identification.close', defaultMessage: 'Chiudi' },
    calling: { id: 'owner.identification.calling', defaultMessage: 'Chiamata in corso…' },
    callingHint: {
      id: 'owner.identification.callingHint',
      defaultMessage: "Squilla sul telefono dell'ospite, se ha l'app di Soglia aperta.",
    },
    cancel: { id: 'owner.identification.cancel', defaultMessage: 'Annulla' },
    unanswered: {
      id: 'owner.identification.unanswered',
      defaultMessage: "L'ospite non ha risposto.",
    },
    declined: {
      id: 'owner.identification.declined',
      defaultMessage: "L'ospite ha rifiutato la chiamata.",
    },
    alreadyIdentified: {
      id: 'owner.identification.alreadyIdentified',
      defaultMessage: 'Gli ospiti del soggiorno sono già identificati.',
    },
    callInProgress: {
      id: 'owner.identification.callInProgress',
      defaultMessage: "L'ospite sta già chiamando: attendi lo squillo.",
    },
    offline: {
      id: 'owner.identification.offline',
      defaultMessage: 'Connessione assente: riprova tra poco.',
    },
    callBackFailed: {
      id: 'owner.identification.callBackFailed',
      defaultMessage: 'Chiamata non riuscita. Riprova.',
    },
  }),
};

/** The call screen: the guest's video, the stay and each guest's outcome. */
export const callMessages = {
  title: defineMessage<{ name: string }>({
    id: 'owner.identification.call.title',
    defaultMessage: 'Videochiamata con {name}',
  }),
  dates: defineMessage<{ from: string; to: string }>({
    id: 'owner.identification.call.dates',
    defaultMessage: 'dal {from} al {to}',
  }),
  registered: defineMessage<{ registered: number; expected: number }>({
    id: 'owner.identification.call.registered',
    defaultMessage: '{registered} su {expected}',
  }),
  remaining: defineMessage<{ count: number; total: number }>({
    id: 'owner.identification.call.remaining',
    defaultMessage:
      '{count, plural, one {Da identificare: # ospite su {total}} other {Da identificare: # ospiti su {total}}}',
  }),
  identifiedOn: defineMessage<{ when: string }>({
    id: 'owner.identification.call.identifiedOn',
    defaultMessage: 'Tutti gli ospiti registrati sono identificati ({when}): ora vedono le porte.',
  }),
  ...defineMessages({
    video: { id: 'owner.identification.call.video', defaultMessage: 'Video' },
    guestVideo: { id: 'owner.identification.call.guestVideo', defaultMessage: "Video dell'ospite" },
    ownVideo: { id: 'owner.identification.call.ownVideo', defaultMessage: 'La tua videocamera' },
    connecting: {
      id: 'owner.identification.call.connecting',
      defaultMessage: "In collegamento con l'ospite…",
    },
    videoFailed: {
      id: 'owner.identification.call.videoFailed',
      defaultMessage:
        "Il video non si collega. Puoi terminare la chiamata e richiamare, o identificare l'ospite di persona.",
    },
    microphoneOnly: {
      id: 'owner.identification.call.microphoneOnly',
      defaultMessage: "Videocamera non disponibile: l'ospite ti sente ma non ti vede.",
    },
    receiveOnly: {
      id: 'owner.identification.call.receiveOnly',
      defaultMessage:
        "Videocamera e microfono non disponibili: vedi e senti l'ospite, lui non vede né sente te.",
    },
    endedByHost: {
      id: 'owner.identification.call.endedByHost',
      defaultMessage: 'Chiamata terminata.',
    },
    endedByGuest: {
      id: 'owner.identification.call.endedByGuest',
      defaultMessage: "L'ospite ha terminato la chiamata.",
    },
    endedElsewhere: {
      id: 'owner.identification.call.endedElsewhere',
      defaultMessage: "La chiamata non c'è più: ha risposto un'altra scheda o l'ospite ha chiuso.",
    },
    endedConnection: {
      id: 'owner.identification.call.endedConnection',
      defaultMessage: 'Connessione persa: la chiamata è terminata.',
    },
    hangUp: { id: 'owner.identification.call.hangUp', defaultMessage: 'Termina chiamata' },
    close: { id: 'owner.identification.call.close', defaultMessage: 'Chiudi' },
    stay: { id: 'owner.identification.call.stay', defaultMessage: 'Soggiorno' },
    apartment: { id: 'owner.identification.call.apartment', defaultMessage: 'Struttura' },
    room: { id: 'owner.identification.call.room', defaultMessage: 'Camera' },
    period: { id: 'owner.identification.call.period', defaultMessage: 'Date' },
    door: { id: 'owner.identification.call.door', defaultMessage: 'Porta' },
    registeredGuests: {
      id: 'owner.identification.call.registeredGuests',
      defaultMessage: 'Ospiti registrati',
    },
    stayIdentified: {
      id: 'owner.identification.call.stayIdentified',
      defaultMessage: 'Soggiorno identificato',
    },
    noGuests: {
      id: 'owner.identification.call.noGuests',
      defaultMessage:
        'Nessun ospite registrato: chiedi agli ospiti di completare il check-in prima di identificarli.',
    },
    noStay: {
      id: 'owner.identification.call.noStay',
      defaultMessage: 'I dati del soggiorno non sono disponibili.',
    },
  }),
};

/** One registered guest in the call: details, document, outcome. */
export const guestMessages = defineMessages({
  dateOfBirth: { id: 'owner.identification.guest.dateOfBirth', defaultMessage: 'Data di nascita' },
  document: { id: 'owner.identification.guest.document', defaultMessage: 'Documento' },
  documentNumber: { id: 'owner.identification.guest.documentNumber', defaultMessage: 'Numero' },
  passport: { id: 'owner.identification.guest.passport', defaultMessage: 'Passaporto' },
  identityCard: {
    id: 'owner.identification.guest.identityCard',
    defaultMessage: "Carta d'identità",
  },
  drivingLicense: {
    id: 'owner.identification.guest.drivingLicense',
    defaultMessage: 'Patente di guida europea',
  },
  photos: { id: 'owner.identification.guest.photos', defaultMessage: 'Foto del documento' },
  loadingPhoto: {
    id: 'owner.identification.guest.loadingPhoto',
    defaultMessage: 'Caricamento della foto',
  },
  identify: { id: 'owner.identification.guest.identify', defaultMessage: 'Identificato' },
  mismatch: { id: 'owner.identification.guest.mismatch', defaultMessage: 'Non corrisponde' },
  pending: { id: 'owner.identification.guest.pending', defaultMessage: 'Da identificare' },
  identified: { id: 'owner.identification.guest.identified', defaultMessage: 'Identificato' },
  mismatched: { id: 'owner.identification.guest.mismatched', defaultMessage: 'Non corrisponde' },
  saving: { id: 'owner.identification.guest.saving', defaultMessage: 'Salvataggio…' },
  callOver: {
    id: 'owner.identification.guest.callOver',
    defaultMessage: 'La chiamata è terminata: esito non salvato.',
  },
  failed: {
    id: 'owner.identification.guest.failed',
    defaultMessage: 'Esito non salvato. Riprova.',
  },
});
