import { defineMessage, defineMessages } from 'react-intl';

/** The Alloggiati Web page: its header and tabs, and the entry from Soggiorni. */
export const alloggiatiPageMessages = defineMessages({
  open: { id: 'owner.alloggiati.page.open', defaultMessage: 'Alloggiati Web' },
  heading: { id: 'owner.alloggiati.page.heading', defaultMessage: 'Alloggiati Web' },
  back: { id: 'owner.alloggiati.page.back', defaultMessage: 'Torna ai soggiorni' },
  tabs: { id: 'owner.alloggiati.page.tabs', defaultMessage: 'Parti di Alloggiati Web' },
  due: { id: 'owner.alloggiati.page.due', defaultMessage: 'Scadenze' },
  receipts: { id: 'owner.alloggiati.page.receipts', defaultMessage: 'Ricevute' },
  file: { id: 'owner.alloggiati.page.file', defaultMessage: 'File' },
  account: { id: 'owner.alloggiati.page.account', defaultMessage: 'Account' },
});

/** 'In scadenza': the stays to send soon, or still to be sorted out. */
export const dueMessages = {
  arrival: defineMessage<{ date: string; time: string }>({
    id: 'owner.alloggiati.due.arrival',
    defaultMessage: 'Arrivo il {date} alle {time}',
  }),
  openStay: defineMessage<{ name: string }>({
    id: 'owner.alloggiati.due.openStay',
    defaultMessage: 'Apri il soggiorno di {name}',
  }),
  moreReasons: defineMessage<{ count: number }>({
    id: 'owner.alloggiati.due.moreReasons',
    defaultMessage: '{count, plural, one {e un altro motivo} other {e altri # motivi}}',
  }),
  ...defineMessages({
    intro: {
      id: 'owner.alloggiati.due.intro',
      defaultMessage:
        'Le schedine da inviare nelle prossime 24 ore, prima la più urgente, e quelle ancora da sistemare.',
    },
    list: { id: 'owner.alloggiati.due.list', defaultMessage: 'Soggiorni in scadenza' },
    refresh: { id: 'owner.alloggiati.due.refresh', defaultMessage: 'Aggiorna' },
    loading: {
      id: 'owner.alloggiati.due.loading',
      defaultMessage: 'Caricamento delle schedine in scadenza…',
    },
    failed: {
      id: 'owner.alloggiati.due.failed',
      defaultMessage: 'Impossibile caricare le schedine in scadenza.',
    },
    empty: {
      id: 'owner.alloggiati.due.empty',
      defaultMessage: 'Nessuna schedina da inviare nelle prossime 24 ore.',
    },
    noAccount: {
      id: 'owner.alloggiati.due.noAccount',
      defaultMessage: 'Nessun account per inviare.',
    },
    openStayText: { id: 'owner.alloggiati.due.openStayText', defaultMessage: 'Apri il soggiorno' },
    uncertain: {
      id: 'owner.alloggiati.due.uncertain',
      defaultMessage:
        "Un invio senza risposta: controlla sul portale e indica l'esito nel soggiorno.",
    },
    setAccountText: {
      id: 'owner.alloggiati.due.setAccountText',
      defaultMessage: "Imposta l'account",
    },
  }),
};

/** 'Ricevute': the stored receipts and a past day fetched now. */
export const receiptMessages = {
  fetched: defineMessage<{ count: number; date: string }>({
    id: 'owner.alloggiati.receipts.fetched',
    defaultMessage:
      '{count, plural, =0 {Il servizio non ha ricevute per il {date}.} one {Scaricata la ricevuta del {date}.} other {Scaricate # ricevute del {date}.}}',
  }),
  download: defineMessage<{ date: string; user: string }>({
    id: 'owner.alloggiati.receipts.download',
    defaultMessage: 'Scarica PDF della ricevuta del {date} ({user})',
  }),
  size: defineMessage<{ kb: number }>({
    id: 'owner.alloggiati.receipts.size',
    defaultMessage: '{kb} kB',
  }),
  ...defineMessages({
    intro: {
      id: 'owner.alloggiati.receipts.intro',
      defaultMessage:
        'Le ricevute del servizio, una per giorno e per account, conservate cinque anni. Quella di ogni giorno arriva da sola il giorno dopo.',
    },
    caption: { id: 'owner.alloggiati.receipts.caption', defaultMessage: 'Ricevute' },
    filter: { id: 'owner.alloggiati.receipts.filter', defaultMessage: 'Filtra le ricevute' },
    from: { id: 'owner.alloggiati.receipts.from', defaultMessage: 'Dal' },
    to: { id: 'owner.alloggiati.receipts.to', defaultMessage: 'Al' },
    show: { id: 'owner.alloggiati.receipts.show', defaultMessage: 'Mostra' },
    day: { id: 'owner.alloggiati.receipts.day', defaultMessage: 'Giorno' },
    account: { id: 'owner.alloggiati.receipts.account', defaultMessage: 'Account' },
    apartment: { id: 'owner.alloggiati.receipts.apartment', defaultMessage: 'Struttura' },
    mainAccount: {
      id: 'owner.alloggiati.receipts.mainAccount',
      defaultMessage: 'Account principale',
    },
    fetchedAt: { id: 'owner.alloggiati.receipts.fetchedAt', defaultMessage: 'Scaricata il' },
    sizeHeader: { id: 'owner.alloggiati.receipts.sizeHeader', defaultMessage: 'Dimensione' },
    pdf: { id: 'owner.alloggiati.receipts.pdf', defaultMessage: 'Scarica PDF' },
    empty: {
      id: 'owner.alloggiati.receipts.empty',
      defaultMessage: 'Nessuna ricevuta in questo periodo.',
    },
    loading: {
      id: 'owner.alloggiati.receipts.loading',
      defaultMessage: 'Caricamento delle ricevute…',
    },
    failed: {
      id: 'owner.alloggiati.receipts.failed',
      defaultMessage: 'Impossibile caricare le ricevute.',
    },
    fetchTitle: {
      id: 'owner.alloggiati.receipts.fetchTitle',
      defaultMessage: 'Scarica dal servizio',
    },
    fetchIntro: {
      id: 'owner.alloggiati.receipts.fetchIntro',
      defaultMessage:
        'Per un giorno passato che manca qui sotto: il servizio tiene le ricevute degli ultimi 30 giorni.',
    },
    fetch: { id: 'owner.alloggiati.receipts.fetch', defaultMessage: 'Scarica dal servizio' },
    dayRequired: {
      id: 'owner.alloggiati.receipts.dayRequired',
      defaultMessage: 'Indica il giorno.',
    },
    dayPast: {
      id: 'owner.alloggiati.receipts.dayPast',
      defaultMessage: 'Scegli un giorno passato.',
    },
    fetchFailed: {
      id: 'owner.alloggiati.receipts.fetchFailed',
      defaultMessage: 'Impossibile scaricare le ricevute. Riprova tra poco.',
    },
    downloadFailed: {
      id: 'owner.alloggiati.receipts.downloadFailed',
      defaultMessage: 'Impossibile scaricare la ricevuta. Riprova.',
    },
    rangeInvalid: {
      id: 'owner.alloggiati.receipts.rangeInvalid',
      defaultMessage: 'La data di fine non può precedere la data di inizio.',
    },
  }),
};

/** 'File del giorno': the file for a manual upload on the portal. */
export const fileMessages = {
  summary: defineMessage<{ lines: number; stays: number }>({
    id: 'owner.alloggiati.file.summary',
    defaultMessage:
      '{lines, plural, =0 {Nessuna schedina pronta} one {# schedina pronta} other {# schedine pronte}} su {stays, plural, one {# soggiorno in arrivo} other {# soggiorni in arrivo}}.',
  }),
  lines: defineMessage<{ count: number }>({
    id: 'owner.alloggiati.file.lines',
    defaultMessage: '{count, plural, one {# schedina} other {# schedine}}',
  }),
  ...defineMessages({
    intro: {
      id: 'owner.alloggiati.file.intro',
      defaultMessage:
        'Il file delle schedine di un giorno di arrivi, da caricare a mano sul portale Alloggiati Web.',
    },
    warning: {
      id: 'owner.alloggiati.file.warning',
      defaultMessage:
        'Usalo solo per le schedine che non invii da Soglia: una schedina caricata sul portale e inviata anche da qui arriverebbe due volte.',
    },
    form: { id: 'owner.alloggiati.file.form', defaultMessage: 'Giorno del file' },
    day: { id: 'owner.alloggiati.file.day', defaultMessage: "Giorno d'arrivo" },
    apartment: { id: 'owner.alloggiati.file.apartment', defaultMessage: 'Struttura' },
    allApartments: {
      id: 'owner.alloggiati.file.allApartments',
      defaultMessage: 'Tutte le strutture',
    },
    show: { id: 'owner.alloggiati.file.show', defaultMessage: 'Mostra' },
    download: { id: 'owner.alloggiati.file.download', defaultMessage: 'Scarica il file' },
    stays: { id: 'owner.alloggiati.file.stays', defaultMessage: 'Arrivi del giorno' },
    ready: { id: 'owner.alloggiati.file.ready', defaultMessage: 'Nel file' },
    excluded: { id: 'owner.alloggiati.file.excluded', defaultMessage: 'Escluso' },
    empty: {
      id: 'owner.alloggiati.file.empty',
      defaultMessage: 'Nessun arrivo in questo giorno.',
    },
    loading: {
      id: 'owner.alloggiati.file.loading',
      defaultMessage: 'Caricamento degli arrivi…',
    },
    failed: {
      id: 'owner.alloggiati.file.failed',
      defaultMessage: 'Impossibile caricare gli arrivi del giorno.',
    },
    downloadFailed: {
      id: 'owner.alloggiati.file.downloadFailed',
      defaultMessage: 'Impossibile scaricare il file. Riprova.',
    },
    dayRequired: { id: 'owner.alloggiati.file.dayRequired', defaultMessage: 'Indica il giorno.' },
  }),
};
