import { defineMessage, defineMessages } from 'react-intl';

type Name = { name: string };

/** Soggiorni: the search, the results and the stay view. */
export const staysMessages = {
  resultCount: defineMessage<{ count: number; from: string; to: string }>({
    id: 'owner.stays.resultCount',
    defaultMessage: '{count, plural, one {# soggiorno} other {# soggiorni}} dal {from} al {to}',
  }),
  guestCount: defineMessage<{ count: number }>({
    id: 'owner.stays.guestCount',
    defaultMessage: '{count, plural, one {# ospite} other {# ospiti}}',
  }),
  ...defineMessages({
    heading: { id: 'owner.stays.heading', defaultMessage: 'Soggiorni' },
    searchLabel: { id: 'owner.stays.searchLabel', defaultMessage: 'Cerca soggiorni per periodo' },
    from: { id: 'owner.stays.from', defaultMessage: 'Dal' },
    to: { id: 'owner.stays.to', defaultMessage: 'Al' },
    search: { id: 'owner.stays.search', defaultMessage: 'Cerca' },
    fromRequired: { id: 'owner.stays.fromRequired', defaultMessage: 'Indica la data di inizio.' },
    toRequired: { id: 'owner.stays.toRequired', defaultMessage: 'Indica la data di fine.' },
    endBeforeStart: {
      id: 'owner.stays.endBeforeStart',
      defaultMessage: 'La data di fine non può precedere la data di inizio.',
    },
    loading: { id: 'owner.stays.loading', defaultMessage: 'Caricamento dei soggiorni…' },
    errorTitle: {
      id: 'owner.stays.errorTitle',
      defaultMessage: 'Impossibile caricare i soggiorni.',
    },
    errorMessage: {
      id: 'owner.stays.errorMessage',
      defaultMessage: 'Controlla la connessione e riprova.',
    },
    retry: { id: 'owner.stays.retry', defaultMessage: 'Riprova' },
    empty: { id: 'owner.stays.empty', defaultMessage: 'Nessun soggiorno in questo periodo.' },
    results: { id: 'owner.stays.results', defaultMessage: 'Soggiorni trovati' },
    checkIn: { id: 'owner.stays.checkIn', defaultMessage: 'Check-in' },
    checkOut: { id: 'owner.stays.checkOut', defaultMessage: 'Check-out' },
    guestType: { id: 'owner.stays.guestType', defaultMessage: 'Tipo di ospite' },
    noGuestType: { id: 'owner.stays.noGuestType', defaultMessage: 'Tipo non indicato' },
    single: { id: 'owner.stays.single', defaultMessage: 'Ospite singolo' },
    family: { id: 'owner.stays.family', defaultMessage: 'Famiglia' },
    group: { id: 'owner.stays.group', defaultMessage: 'Gruppo' },
  }),
};

/** The stay view: navigation, summary, the two tables and the delete confirmation. */
export const stayMessages = {
  position: defineMessage<{ index: number; total: number }>({
    id: 'owner.stay.position',
    defaultMessage: 'Soggiorno {index} di {total}',
  }),
  registeredOf: defineMessage<{ registered: number; total: number }>({
    id: 'owner.stay.registeredOf',
    defaultMessage: '{registered} di {total}',
  }),
  compareGuest: defineMessage<Name>({
    id: 'owner.stay.compareGuest',
    defaultMessage: 'Confronta il documento di {name}',
  }),
  editBilling: defineMessage<Name>({
    id: 'owner.stay.editBilling',
    defaultMessage: 'Modifica i dati di fatturazione di {name}',
  }),
  deleteGuest: defineMessage<Name>({
    id: 'owner.stay.deleteGuest',
    defaultMessage: "Elimina l'ospite {name}",
  }),
  deleteBilling: defineMessage<Name>({
    id: 'owner.stay.deleteBilling',
    defaultMessage: 'Elimina i dati di fatturazione di {name}',
  }),
  ...defineMessages({
    previous: { id: 'owner.stay.previous', defaultMessage: 'Indietro' },
    next: { id: 'owner.stay.next', defaultMessage: 'Avanti' },
    close: { id: 'owner.stay.close', defaultMessage: 'Chiudi' },
    notFound: {
      id: 'owner.stay.notFound',
      defaultMessage: 'Soggiorno non trovato in questo periodo.',
    },
    backToList: { id: 'owner.stay.backToList', defaultMessage: 'Torna ai soggiorni' },
    summary: { id: 'owner.stay.summary', defaultMessage: 'Dati del soggiorno' },
    apartment: { id: 'owner.stay.apartment', defaultMessage: 'Struttura' },
    guestNumber: { id: 'owner.stay.guestNumber', defaultMessage: 'Numero di ospiti' },
    registered: { id: 'owner.stay.registered', defaultMessage: 'Ospiti registrati' },
    billing: { id: 'owner.stay.billing', defaultMessage: 'Fatturazione' },
    billingReceived: { id: 'owner.stay.billingReceived', defaultMessage: 'Ricevuta' },
    billingMissing: { id: 'owner.stay.billingMissing', defaultMessage: 'Non ricevuta' },
    guests: { id: 'owner.stay.guests', defaultMessage: 'Ospiti' },
    addGuest: { id: 'owner.stay.addGuest', defaultMessage: 'Aggiungi ospite' },
    guestsEmpty: {
      id: 'owner.stay.guestsEmpty',
      defaultMessage: 'Ancora Nessun ospite registrato.',
    },
    billingRows: { id: 'owner.stay.billingRows', defaultMessage: 'Dati di fatturazione' },
    addBilling: { id: 'owner.stay.addBilling', defaultMessage: 'Aggiungi dati di fatturazione' },
    billingEmpty: {
      id: 'owner.stay.billingEmpty',
      defaultMessage: 'Ancora Nessuna informazione di fatturazione disponibile.',
    },
    compare: { id: 'owner.stay.compare', defaultMessage: 'Confronta' },
    edit: { id: 'owner.stay.edit', defaultMessage: 'Modifica' },
    delete: { id: 'owner.stay.delete', defaultMessage: 'Elimina' },
    confirmTitle: { id: 'owner.stay.confirmTitle', defaultMessage: 'Conferma eliminazione' },
    confirmDelete: {
      id: 'owner.stay.confirmDelete',
      defaultMessage: 'Sei sicuro di voler eliminare questo elemento?',
    },
    confirm: { id: 'owner.stay.confirm', defaultMessage: 'Elimina' },
    cancel: { id: 'owner.stay.cancel', defaultMessage: 'Annulla' },
  }),
};

/** Column headers and value labels of the guests and billing tables and forms. */
export const fieldMessages = defineMessages({
  firstName: { id: 'owner.stayFields.firstName', defaultMessage: 'Nome' },
  lastName: { id: 'owner.stayFields.lastName', defaultMessage: 'Cognome' },
  dateOfBirth: { id: 'owner.stayFields.dateOfBirth', defaultMessage: 'Data di nascita' },
  age: { id: 'owner.stayFields.age', defaultMessage: 'Età' },
  citizenship: { id: 'owner.stayFields.citizenship', defaultMessage: 'Cittadinanza' },
  placeOfBirth: { id: 'owner.stayFields.placeOfBirth', defaultMessage: 'Luogo di nascita' },
  gender: { id: 'owner.stayFields.gender', defaultMessage: 'Sesso' },
  documentType: { id: 'owner.stayFields.documentType', defaultMessage: 'Tipo di documento' },
  placeOfIssue: { id: 'owner.stayFields.placeOfIssue', defaultMessage: 'Luogo di rilascio' },
  documentNumber: {
    id: 'owner.stayFields.documentNumber',
    defaultMessage: 'Numero di documento',
  },
  passport: { id: 'owner.stayFields.passport', defaultMessage: 'Passaporto' },
  identityCard: { id: 'owner.stayFields.identityCard', defaultMessage: "Carta d'identità" },
  drivingLicense: {
    id: 'owner.stayFields.drivingLicense',
    defaultMessage: 'Patente di guida europea',
  },
  placeHint: {
    id: 'owner.stayFields.placeHint',
    defaultMessage: 'Comune italiano o Stato estero',
  },
  personType: { id: 'owner.stayFields.personType', defaultMessage: 'Tipo di persona' },
  individual: { id: 'owner.stayFields.individual', defaultMessage: 'Persona Fisica' },
  company: { id: 'owner.stayFields.company', defaultMessage: 'Azienda' },
  companyName: { id: 'owner.stayFields.companyName', defaultMessage: 'Ragione sociale' },
  vatNumber: { id: 'owner.stayFields.vatNumber', defaultMessage: 'Partita IVA' },
  taxCode: { id: 'owner.stayFields.taxCode', defaultMessage: 'Codice fiscale' },
  sdiCode: { id: 'owner.stayFields.sdiCode', defaultMessage: 'Codice SDI' },
  pec: { id: 'owner.stayFields.pec', defaultMessage: 'PEC' },
  invoiceHint: {
    id: 'owner.stayFields.invoiceHint',
    defaultMessage: 'Per una azienda italiana: il codice SDI o la PEC.',
  },
  address: { id: 'owner.stayFields.address', defaultMessage: 'Indirizzo' },
  city: { id: 'owner.stayFields.city', defaultMessage: 'Città' },
  postalCode: { id: 'owner.stayFields.postalCode', defaultMessage: 'CAP' },
  country: { id: 'owner.stayFields.country', defaultMessage: 'Paese' },
  email: { id: 'owner.stayFields.email', defaultMessage: 'Email' },
  choose: { id: 'owner.stayFields.choose', defaultMessage: 'Seleziona…' },
});

/**
 * Modals, their validation and the stay view's 5 s notifications
 * (docs/product.md § Notices and errors).
 */
export const formMessages = defineMessages({
  addGuestTitle: { id: 'owner.stayForms.addGuestTitle', defaultMessage: 'Aggiungi Ospite' },
  addBillingTitle: {
    id: 'owner.stayForms.addBillingTitle',
    defaultMessage: 'Aggiungi Dati di Fatturazione',
  },
  editBillingTitle: {
    id: 'owner.stayForms.editBillingTitle',
    defaultMessage: 'Modifica Informazioni di Fatturazione',
  },
  firstNameRequired: {
    id: 'owner.stayForms.firstNameRequired',
    defaultMessage: 'Il nome è obbligatorio.',
  },
  lastNameRequired: {
    id: 'owner.stayForms.lastNameRequired',
    defaultMessage: 'Il cognome è obbligatorio.',
  },
  dateOfBirthRequired: {
    id: 'owner.stayForms.dateOfBirthRequired',
    defaultMessage: 'La data di nascita è obbligatoria.',
  },
  dateOfBirthFuture: {
    id: 'owner.stayForms.dateOfBirthFuture',
    defaultMessage: 'La data di nascita non può essere nel futuro.',
  },
  dateOfBirthFormat: {
    id: 'owner.stayForms.dateOfBirthFormat',
    defaultMessage: 'Data non valida: usa il formato aaaa-mm-gg.',
  },
  personTypeRequired: {
    id: 'owner.stayForms.personTypeRequired',
    defaultMessage: 'Il tipo di persona è obbligatorio.',
  },
  addressRequired: {
    id: 'owner.stayForms.addressRequired',
    defaultMessage: "L'indirizzo è obbligatorio.",
  },
  cityRequired: { id: 'owner.stayForms.cityRequired', defaultMessage: 'La città è obbligatoria.' },
  postalCodeRequired: {
    id: 'owner.stayForms.postalCodeRequired',
    defaultMessage: 'Il CAP è obbligatorio.',
  },
  countryRequired: {
    id: 'owner.stayForms.countryRequired',
    defaultMessage: 'Il paese è obbligatorio.',
  },
  emailRequired: { id: 'owner.stayForms.emailRequired', defaultMessage: "L'email è obbligatoria." },
  emailInvalid: {
    id: 'owner.stayForms.emailInvalid',
    defaultMessage: 'Indirizzo email non valido.',
  },
  noChanges: { id: 'owner.stayForms.noChanges', defaultMessage: 'Nessuna modifica apportata.' },
  detailsUpdated: {
    id: 'owner.stayForms.detailsUpdated',
    defaultMessage: 'Dettagli aggiornati con successo',
  },
  detailsUpdateFailed: {
    id: 'owner.stayForms.detailsUpdateFailed',
    defaultMessage: "Errore durante l'aggiornamento dei dettagli",
  },
  billingDeleted: {
    id: 'owner.stayForms.billingDeleted',
    defaultMessage: 'Informazione di fatturazione cancellata con successo',
  },
  billingDeleteFailed: {
    id: 'owner.stayForms.billingDeleteFailed',
    defaultMessage: "Errore durante la cancellazione dell'informazione di fatturazione",
  },
  guestDeleted: {
    id: 'owner.stayForms.guestDeleted',
    defaultMessage: 'Ospite cancellato con successo',
  },
  guestDeleteFailed: {
    id: 'owner.stayForms.guestDeleteFailed',
    defaultMessage: "Errore durante la cancellazione dell'ospite",
  },
  billingUpdated: {
    id: 'owner.stayForms.billingUpdated',
    defaultMessage: 'Informazioni di fatturazione aggiornate con successo',
  },
  billingUpdateFailed: {
    id: 'owner.stayForms.billingUpdateFailed',
    defaultMessage: "Errore durante l'aggiornamento delle informazioni di fatturazione",
  },
  guestAdded: { id: 'owner.stayForms.guestAdded', defaultMessage: 'Ospite aggiunto con successo' },
  guestAddFailed: {
    id: 'owner.stayForms.guestAddFailed',
    defaultMessage: "Errore durante l'aggiunta dell'ospite",
  },
  billingAdded: {
    id: 'owner.stayForms.billingAdded',
    defaultMessage: 'Dati di fatturazione aggiunti con successo',
  },
  billingAddFailed: {
    id: 'owner.stayForms.billingAddFailed',
    defaultMessage: "Errore durante l'aggiunta dei dati di fatturazione",
  },
});

/** The document comparison. */
export const documentMessages = {
  position: defineMessage<{ index: number; total: number; stay: string }>({
    id: 'owner.document.position',
    defaultMessage: 'Confronto documento · ospite {index} di {total} · soggiorno di {stay}',
  }),
  ...defineMessages({
    title: { id: 'owner.document.title', defaultMessage: 'Confronto documento' },
    details: { id: 'owner.document.details', defaultMessage: 'Dettagli Documento' },
    save: { id: 'owner.document.save', defaultMessage: 'Salva modifiche' },
    photo: { id: 'owner.document.photo', defaultMessage: 'Foto del documento' },
    replaceFront: { id: 'owner.document.replaceFront', defaultMessage: 'Nuova foto (fronte)' },
    replaceBack: { id: 'owner.document.replaceBack', defaultMessage: 'Nuova foto (retro)' },
    photoHint: {
      id: 'owner.document.photoHint',
      defaultMessage: 'JPEG, PNG, BMP, GIF o PDF; solo se vuoi sostituire la foto.',
    },
    notFound: { id: 'owner.document.notFound', defaultMessage: 'Ospite non trovato.' },
    backToStay: { id: 'owner.document.backToStay', defaultMessage: 'Torna al soggiorno' },
    loadingPhoto: { id: 'owner.document.loadingPhoto', defaultMessage: 'Caricamento della foto' },
  }),
};
