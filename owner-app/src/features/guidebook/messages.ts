import { defineMessage, defineMessages } from 'react-intl';

/** The type labels (docs/product.md § The host console). */
export const guidebookTypeMessages = defineMessages({
  general: { id: 'owner.guidebook.type.general', defaultMessage: 'Generale' },
  parking_info: {
    id: 'owner.guidebook.type.parking_info',
    defaultMessage: 'Informazioni Parcheggio',
  },
  restaurants: { id: 'owner.guidebook.type.restaurants', defaultMessage: 'Ristoranti' },
  nearby: { id: 'owner.guidebook.type.nearby', defaultMessage: 'Nei Paraggi' },
  places_to_visit: { id: 'owner.guidebook.type.places_to_visit', defaultMessage: 'Cosa Visitare' },
  apartment_info: {
    id: 'owner.guidebook.type.apartment_info',
    defaultMessage: 'Informazioni Appartamento',
  },
  room_info: { id: 'owner.guidebook.type.room_info', defaultMessage: 'Informazioni Camera' },
});

export const guidebookListMessages = defineMessages({
  loading: { id: 'owner.guidebook.loading', defaultMessage: 'Caricamento delle informazioni…' },
  empty: {
    id: 'owner.guidebook.empty',
    defaultMessage: 'Nessuna informazione per questa struttura.',
  },
  errorTitle: {
    id: 'owner.guidebook.errorTitle',
    defaultMessage: 'Impossibile caricare le informazioni.',
  },
  errorMessage: {
    id: 'owner.guidebook.errorMessage',
    defaultMessage: 'Controlla la connessione e riprova.',
  },
  retry: { id: 'owner.guidebook.retry', defaultMessage: 'Riprova' },
  groups: { id: 'owner.guidebook.groups', defaultMessage: 'Informazioni per tipo' },
  count: defineMessage<{ count: number }>({
    id: 'owner.guidebook.count',
    defaultMessage: '{count, plural, one {# informazione} other {# informazioni}}',
  }),
  noRoom: { id: 'owner.guidebook.noRoom', defaultMessage: 'Camera non indicata' },
  hasLink: { id: 'owner.guidebook.hasLink', defaultMessage: 'Con link a Google Maps' },
});

export const guidebookEntryDetailMessages = defineMessages({
  type: { id: 'owner.guidebook.detail.type', defaultMessage: 'Tipo' },
  room: { id: 'owner.guidebook.detail.room', defaultMessage: 'Camera' },
  text: { id: 'owner.guidebook.detail.text', defaultMessage: 'Testo' },
  link: { id: 'owner.guidebook.detail.link', defaultMessage: 'Link' },
  openMaps: { id: 'owner.guidebook.detail.openMaps', defaultMessage: 'Apri in Google Maps' },
  close: { id: 'owner.guidebook.detail.close', defaultMessage: 'Chiudi' },
  closeDialog: { id: 'owner.guidebook.detail.closeDialog', defaultMessage: 'Chiudi la scheda' },
  edit: { id: 'owner.guidebook.detail.edit', defaultMessage: 'Modifica' },
  delete: { id: 'owner.guidebook.detail.delete', defaultMessage: 'Elimina' },
  confirmTitle: {
    id: 'owner.guidebook.detail.confirmTitle',
    defaultMessage: 'Elimina informazione',
  },
  confirmMessage: defineMessage<{ title: string }>({
    id: 'owner.guidebook.detail.confirmMessage',
    defaultMessage:
      'Sei sicuro di voler eliminare «{title}»? Anche le sue traduzioni verranno eliminate.',
  }),
  cancel: { id: 'owner.guidebook.detail.cancel', defaultMessage: 'Annulla' },
  deleted: {
    id: 'owner.guidebook.detail.deleted',
    defaultMessage: 'Informazione eliminata con successo!',
  },
  deleteFailed: {
    id: 'owner.guidebook.detail.deleteFailed',
    defaultMessage: "Si è verificato un errore durante l'eliminazione dell'informazione.",
  },
});

export const guidebookEntryFormMessages = defineMessages({
  createTitle: { id: 'owner.guidebook.form.createTitle', defaultMessage: 'Crea Informazione' },
  updateTitle: { id: 'owner.guidebook.form.updateTitle', defaultMessage: 'Aggiorna Informazione' },
  type: { id: 'owner.guidebook.form.type', defaultMessage: 'Tipo' },
  typePlaceholder: {
    id: 'owner.guidebook.form.typePlaceholder',
    defaultMessage: 'Seleziona il tipo',
  },
  apartment: { id: 'owner.guidebook.form.apartment', defaultMessage: 'Struttura' },
  apartmentPlaceholder: {
    id: 'owner.guidebook.form.apartmentPlaceholder',
    defaultMessage: 'Seleziona la struttura',
  },
  room: { id: 'owner.guidebook.form.room', defaultMessage: 'Camera' },
  roomPlaceholder: {
    id: 'owner.guidebook.form.roomPlaceholder',
    defaultMessage: 'Seleziona la camera',
  },
  noRooms: {
    id: 'owner.guidebook.form.noRooms',
    defaultMessage: 'Questa struttura non ha camere: aggiungile dalla scheda Camere in Strutture.',
  },
  title: { id: 'owner.guidebook.form.title', defaultMessage: 'Titolo' },
  info: { id: 'owner.guidebook.form.info', defaultMessage: 'Testo' },
  link: { id: 'owner.guidebook.form.link', defaultMessage: 'Link di Google Maps' },
  linkHint: defineMessage<{ prefix: string }>({
    id: 'owner.guidebook.form.linkHint',
    defaultMessage: 'Facoltativo. Il link di condivisione, inizia con {prefix}',
  }),
  typeRequired: { id: 'owner.guidebook.form.typeRequired', defaultMessage: 'Seleziona il tipo.' },
  apartmentRequired: {
    id: 'owner.guidebook.form.apartmentRequired',
    defaultMessage: 'Seleziona la struttura.',
  },
  roomRequired: { id: 'owner.guidebook.form.roomRequired', defaultMessage: 'Seleziona la camera.' },
  titleRequired: {
    id: 'owner.guidebook.form.titleRequired',
    defaultMessage: 'Inserisci il titolo.',
  },
  infoRequired: { id: 'owner.guidebook.form.infoRequired', defaultMessage: 'Inserisci il testo.' },
  titleTooLong: defineMessage<{ max: number }>({
    id: 'owner.guidebook.form.titleTooLong',
    defaultMessage: 'Il titolo deve essere al massimo di {max} caratteri.',
  }),
  infoTooLong: defineMessage<{ max: number }>({
    id: 'owner.guidebook.form.infoTooLong',
    defaultMessage: 'Il testo deve essere al massimo di {max} caratteri.',
  }),
  mapsLinkCreate: {
    id: 'owner.guidebook.form.mapsLinkCreate',
    defaultMessage: "Il link deve essere un link di Google Maps'.",
  },
  mapsLinkUpdate: defineMessage<{ prefix: string }>({
    id: 'owner.guidebook.form.mapsLinkUpdate',
    // ICU: '' is one apostrophe (a single one would quote the placeholder).
    defaultMessage: "Il link deve iniziare con ''{prefix}''.",
  }),
  created: {
    id: 'owner.guidebook.form.created',
    defaultMessage: 'Informazione aggiunta con successo.',
  },
  updated: {
    id: 'owner.guidebook.form.updated',
    defaultMessage: 'Informazione aggiornata con successo.',
  },
  updateFailed: {
    id: 'owner.guidebook.form.updateFailed',
    defaultMessage: "Errore nell'aggiornamento dell'informazione.",
  },
});

export const translationMessages = defineMessages({
  heading: { id: 'owner.guidebook.translations.heading', defaultMessage: 'Traduzioni' },
  intro: {
    id: 'owner.guidebook.translations.intro',
    defaultMessage:
      'Gli ospiti che usano un’altra lingua vedono il titolo e il testo tradotti; senza traduzione vedono il testo originale.',
  },
  loading: {
    id: 'owner.guidebook.translations.loading',
    defaultMessage: 'Caricamento delle traduzioni…',
  },
  loadFailed: {
    id: 'owner.guidebook.translations.loadFailed',
    defaultMessage: 'Impossibile caricare le traduzioni.',
  },
  none: { id: 'owner.guidebook.translations.none', defaultMessage: 'Ancora nessuna traduzione.' },
  add: { id: 'owner.guidebook.translations.add', defaultMessage: 'Aggiungi una traduzione' },
  formLabel: defineMessage<{ language: string }>({
    id: 'owner.guidebook.translations.formLabel',
    defaultMessage: 'Traduzione {language}',
  }),
  languagePlaceholder: {
    id: 'owner.guidebook.translations.languagePlaceholder',
    defaultMessage: 'Seleziona la lingua',
  },
  languageRequired: {
    id: 'owner.guidebook.translations.languageRequired',
    defaultMessage: 'Seleziona la lingua.',
  },
  duplicate: {
    id: 'owner.guidebook.translations.duplicate',
    defaultMessage: "Esiste già un'informazione per questa lingua.",
  },
  title: { id: 'owner.guidebook.translations.title', defaultMessage: 'Titolo tradotto' },
  titleRequired: {
    id: 'owner.guidebook.translations.titleRequired',
    defaultMessage: 'Inserisci il titolo tradotto.',
  },
  infoRequired: {
    id: 'owner.guidebook.translations.infoRequired',
    defaultMessage: 'Inserisci il testo tradotto.',
  },
  info: { id: 'owner.guidebook.translations.info', defaultMessage: 'Testo tradotto' },
  addButton: {
    id: 'owner.guidebook.translations.addButton',
    defaultMessage: 'Aggiungi traduzione',
  },
  saveButton: { id: 'owner.guidebook.translations.saveButton', defaultMessage: 'Salva traduzione' },
  deleteButton: {
    id: 'owner.guidebook.translations.deleteButton',
    defaultMessage: 'Elimina traduzione',
  },
  confirmDelete: defineMessage<{ language: string }>({
    id: 'owner.guidebook.translations.confirmDelete',
    defaultMessage: 'Eliminare la traduzione in {language}?',
  }),
  confirmYes: { id: 'owner.guidebook.translations.confirmYes', defaultMessage: 'Sì, elimina' },
  added: {
    id: 'owner.guidebook.translations.added',
    defaultMessage: 'Informazione aggiunta con successo.',
  },
  updated: {
    id: 'owner.guidebook.translations.updated',
    defaultMessage: 'Informazione aggiornata con successo.',
  },
  deleted: {
    id: 'owner.guidebook.translations.deleted',
    defaultMessage: 'Informazione cancellata con successo.',
  },
  addFailed: {
    id: 'owner.guidebook.translations.addFailed',
    defaultMessage: "Errore nell'aggiunta delle informazioni linguistiche.",
  },
  editFailed: {
    id: 'owner.guidebook.translations.editFailed',
    defaultMessage: 'Errore nella modifica delle informazioni linguistiche.',
  },
  deleteFailed: {
    id: 'owner.guidebook.translations.deleteFailed',
    defaultMessage: 'Errore nella cancellazione delle informazioni linguistiche.',
  },
});
