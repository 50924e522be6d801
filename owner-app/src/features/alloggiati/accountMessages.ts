import { defineMessage, defineMessages } from 'react-intl';

type Name = { name: string };

/** 'Account': the main portal account, each apartment's own, and automatic sending. */
export const accountMessages = {
  apartmentTitle: defineMessage<Name>({
    id: 'owner.alloggiati.account.apartmentTitle',
    defaultMessage: 'Account di {name}',
  }),
  ownAccount: defineMessage<{ user: string }>({
    id: 'owner.alloggiati.account.ownAccount',
    defaultMessage: 'Account proprio: {user}',
  }),
  autoSendOn: defineMessage<Name>({
    id: 'owner.alloggiati.account.autoSendOn',
    defaultMessage: 'Invio automatico attivo per {name}.',
  }),
  autoSendOff: defineMessage<Name>({
    id: 'owner.alloggiati.account.autoSendOff',
    defaultMessage: 'Invio automatico spento per {name}.',
  }),
  editOwn: defineMessage<Name>({
    id: 'owner.alloggiati.account.editOwn',
    defaultMessage: "Modifica l'account di {name}",
  }),
  setOwn: defineMessage<Name>({
    id: 'owner.alloggiati.account.setOwn',
    defaultMessage: 'Imposta un account proprio per {name}',
  }),
  ...defineMessages({
    editOwnShort: {
      id: 'owner.alloggiati.account.editOwnShort',
      defaultMessage: "Modifica l'account",
    },
    setOwnShort: {
      id: 'owner.alloggiati.account.setOwnShort',
      defaultMessage: 'Imposta un account proprio',
    },
    mainTitle: { id: 'owner.alloggiati.account.mainTitle', defaultMessage: 'Account principale' },
    mainIntro: {
      id: 'owner.alloggiati.account.mainIntro',
      defaultMessage:
        'Le credenziali del portale Alloggiati Web, usate per ogni struttura che non ha un account proprio. Password e WsKey non si rileggono: restano salvate cifrate.',
    },
    set: { id: 'owner.alloggiati.account.set', defaultMessage: 'Impostato' },
    notSet: { id: 'owner.alloggiati.account.notSet', defaultMessage: 'Non impostato' },
    user: { id: 'owner.alloggiati.account.user', defaultMessage: 'Utente' },
    password: { id: 'owner.alloggiati.account.password', defaultMessage: 'Password' },
    wsKey: { id: 'owner.alloggiati.account.wsKey', defaultMessage: 'WsKey' },
    wsKeyHint: {
      id: 'owner.alloggiati.account.wsKeyHint',
      defaultMessage: 'La chiave del servizio web, generata sul portale.',
    },
    kept: {
      id: 'owner.alloggiati.account.kept',
      defaultMessage: 'Impostata: lascia vuoto per mantenerla.',
    },
    userRequired: {
      id: 'owner.alloggiati.account.userRequired',
      defaultMessage: "Indica l'utente.",
    },
    passwordRequired: {
      id: 'owner.alloggiati.account.passwordRequired',
      defaultMessage: 'Indica la password.',
    },
    wsKeyRequired: {
      id: 'owner.alloggiati.account.wsKeyRequired',
      defaultMessage: 'Indica la WsKey.',
    },
    save: { id: 'owner.alloggiati.account.save', defaultMessage: 'Salva' },
    verify: { id: 'owner.alloggiati.account.verify', defaultMessage: 'Verifica' },
    delete: { id: 'owner.alloggiati.account.delete', defaultMessage: 'Elimina' },
    cancel: { id: 'owner.alloggiati.account.cancel', defaultMessage: 'Annulla' },
    close: { id: 'owner.alloggiati.account.close', defaultMessage: 'Chiudi' },
    saved: { id: 'owner.alloggiati.account.saved', defaultMessage: 'Account salvato.' },
    deleted: { id: 'owner.alloggiati.account.deleted', defaultMessage: 'Account eliminato.' },
    saveFailed: {
      id: 'owner.alloggiati.account.saveFailed',
      defaultMessage: "Impossibile salvare l'account. Riprova.",
    },
    deleteFailed: {
      id: 'owner.alloggiati.account.deleteFailed',
      defaultMessage: "Impossibile eliminare l'account. Riprova.",
    },
    verifyFailed: {
      id: 'owner.alloggiati.account.verifyFailed',
      defaultMessage: 'Verifica non riuscita. Riprova tra poco.',
    },
    confirmTitle: {
      id: 'owner.alloggiati.account.confirmTitle',
      defaultMessage: "Eliminare l'account?",
    },
    confirmMain: {
      id: 'owner.alloggiati.account.confirmMain',
      defaultMessage:
        'Le strutture senza un account proprio non potranno inviare schedine finché non ne imposti un altro.',
    },
    confirmApartment: {
      id: 'owner.alloggiati.account.confirmApartment',
      defaultMessage: "La struttura userà di nuovo l'account principale.",
    },
    apartmentsTitle: {
      id: 'owner.alloggiati.account.apartmentsTitle',
      defaultMessage: 'Strutture',
    },
    apartmentsIntro: {
      id: 'owner.alloggiati.account.apartmentsIntro',
      defaultMessage:
        "Con l'invio automatico le schedine di una struttura partono da sole appena i dati di tutti gli ospiti sono completi. Una struttura con un proprio account sul portale le invia con quello.",
    },
    autoSend: { id: 'owner.alloggiati.account.autoSend', defaultMessage: 'Invio automatico' },
    on: { id: 'owner.alloggiati.account.on', defaultMessage: 'Attivo' },
    off: { id: 'owner.alloggiati.account.off', defaultMessage: 'Spento' },
    usesMain: {
      id: 'owner.alloggiati.account.usesMain',
      defaultMessage: "Usa l'account principale",
    },
    noAccountAtAll: {
      id: 'owner.alloggiati.account.noAccountAtAll',
      defaultMessage: "Nessun account: imposta l'account principale o uno proprio per inviare.",
    },
    autoSendFailed: {
      id: 'owner.alloggiati.account.autoSendFailed',
      defaultMessage: "Impossibile cambiare l'invio automatico. Riprova.",
    },
    noApartments: {
      id: 'owner.alloggiati.account.noApartments',
      defaultMessage: 'Nessuna struttura: creane una in Strutture.',
    },
    loading: {
      id: 'owner.alloggiati.account.loading',
      defaultMessage: 'Caricamento degli account…',
    },
    failed: {
      id: 'owner.alloggiati.account.failed',
      defaultMessage: 'Impossibile caricare gli account.',
    },
    retry: { id: 'owner.alloggiati.account.retry', defaultMessage: 'Riprova' },
  }),
};
