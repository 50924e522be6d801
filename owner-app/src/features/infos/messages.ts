import { defineMessage, defineMessages } from 'react-intl';

/** The type labels (docs/product.md § The host console). */
export const infoTypeMessages = defineMessages({
  general: { id: 'owner.infos.type.general', defaultMessage: 'Generale' },
  parking_info: { id: 'owner.infos.type.parking_info', defaultMessage: 'Informazioni Parcheggio' },
  restaurants: { id: 'owner.infos.type.restaurants', defaultMessage: 'Ristoranti' },
  nearby: { id: 'owner.infos.type.nearby', defaultMessage: 'Nei Paraggi' },
  places_to_visit: { id: 'owner.infos.type.places_to_visit', defaultMessage: 'Cosa Visitare' },
  apartment_info: {
    id: 'owner.infos.type.apartment_info',
    defaultMessage: 'Informazioni Appartamento',
  },
  room_info: { id: 'owner.infos.type.room_info', defaultMessage: 'Informazioni Camera' },
});

export const infoListMessages = defineMessages({
  loading: { id: 'owner.infos.loading', defaultMessage: 'Caricamento delle informazioni…' },
  empty: {
    id: 'owner.infos.empty',
    defaultMessage: 'Nessuna informazione per questa struttura.',
  },
  errorTitle: {
    id: 'owner.infos.errorTitle',
    defaultMessage: 'Impossibile caricare le informazioni.',
  },
  errorMessage: {
    id: 'owner.infos.errorMessage',
    defaultMessage: 'Controlla la connessione e riprova.',
  },
  retry: { id: 'owner.infos.retry', defaultMessage: 'Riprova' },
  groups: { id: 'owner.infos.groups', defaultMessage: 'Informazioni per tipo' },
  count: defineMessage<{ count: number }>({
    id: 'owner.infos.count',
    defaultMessage: '{count, plural, one {# informazione} other {# informazioni}}',
  }),
  noRoom: { id: 'owner.infos.noRoom', defaultMessage: 'Camera non indicata' },
  hasLink: { id: 'owner.infos.hasLink', defaultMessage: 'Con link a Google Maps' },
});

export const infoDetailMessages = defineMessages({
  type: { id: 'owner.infos.detail.type', defaultMessage: 'Tipo' },
  room: { id: 'owner.infos.detail.room', defaultMessage: 'Camera' },
  text: { id: 'owner.infos.detail.text', defaultMessage: 'Testo' },
  link: { id: 'owner.infos.detail.link', defaultMessage: 'Link' },
  openMaps: { id: 'owner.infos.detail.openMaps', defaultMessage: 'Apri in Google Maps' },
  close: { id: 'owner.infos.detail.close', defaultMessage: 'Chiudi' },
  closeDialog: { id: 'owner.infos.detail.closeDialog', defaultMessage: 'Chiudi la scheda' },
  edit: { id: 'owner.infos.detail.edit', defaultMessage: 'Modifica' },
  delete: { id: 'owner.infos.detail.delete', defaultMessage: 'Elimina' },
  confirmTitle: { id: 'owner.infos.detail.confirmTitle', defaultMessage: 'Elimina informazione' },
  confirmMessage: defineMessage<{ title: string }>({
    id: 'owner.infos.detail.confirmMessage',
    defaultMessage:
      'Sei sicuro di voler eliminare «{title}»? Anche le sue traduzioni verranno eliminate.',
  }),
  cancel: { id: 'owner.infos.detail.cancel', defaultMessage: 'Annulla' },
  deleted: {
    id: 'owner.infos.detail.deleted',
    defaultMessage: 'Informazione eliminata con successo!',
  },
  deleteFailed: {
    id: 'owner.infos.detail.deleteFailed',
    defaultMessage: "Si è verificato un errore durante l'eliminazione dell'informazione.",
  },
});

export const infoFormMessages = defineMessages({
  createTitle: { id: 'owner.infos.form.createTitle', defaultMessage: 'Crea Informazione' },
  updateTitle: { id: 'owner.infos.form.updateTitle', defaultMessage: 'Aggiorna Informazione' },
  type: { id: 'owner.infos.form.type', defaultMessage: 'Tipo' },
  typePlaceholder: { id: 'owner.infos.form.typePlaceholder', defaultMessage: 'Seleziona il tipo' },
  apartment: { id: 'owner.infos.form.apartment', defaultMessage: 'Struttura' },
  apartmentPlaceholder: {
    id: 'owner.infos.form.apartmentPlaceholder',
    defaultMessage: 'Seleziona la struttura',
  },
  room: { id: 'owner.infos.form.room', defaultMessage: 'Camera' },
  roomPlaceholder: {
    id: 'owner.infos.form.roomPlaceholder',
    defaultMessage: 'Seleziona la camera',
  },
  noRooms: {
    id: 'owner.infos.form.noRooms',
    defaultMessage: 'Questa struttura non ha camere: aggiungile dalla scheda Camere in Strutture.',
  },
  title: { id: 'owner.infos.form.title', defaultMessage: 'Titolo' },
  info: { id: 'owner.infos.form.info', defaultMessage: 'Testo' },
  link: { id: 'owner.infos.form.link', defaultMessage: 'Link di Google Maps' },
  linkHint: defineMessage<{ prefix: string }>({
    id: 'owner.infos.form.linkHint',
    defaultMessage: 'Facoltativo. Il link di condivisione, inizia con {prefix}',
  }),
  typeRequired: { id: 'owner.infos.form.typeRequired', defaultMessage: 'Seleziona il tipo.' },
  apartmentRequired: {
    id: 'owner.infos.form.apartmentRequired',
    defaultMessage: 'Seleziona la struttura.',
  },
  roomRequired: { id: 'owner.infos.form.roomRequired', defaultMessage: 'Seleziona la camera.' },
  titleRequired: { id: 'owner.infos.form.titleRequired', defaultMessage: 'Inserisci il titolo.' },
  infoRequired: { id: 'owner.infos.form.infoRequired', defaultMessage: 'Inserisci il testo.' },
  titleTooLong: defineMessage<{ max: number }>({
    id: 'owner.infos.form.titleTooLong',
    defaultMessage: 'Il titolo deve essere al massimo di {max} caratteri.',
  }),
  infoTooLong: defineMessage<{ max: number }>({
    id: 'owner.infos.form.infoTooLong',
    defaultMessage: 'Il testo deve essere al massimo di {max} caratteri.',
  }),
  mapsLinkCreate: {
    id: 'owner.infos.form.mapsLinkCreate',
    defaultMessage: "Il link deve essere un link di Google Maps'.",
  },
  mapsLinkUpdate: defineMessage<{ prefix: string }>({
    id: 'owner.infos.form.mapsLinkUpdate',
    // ICU: '' is one apostrophe (a single one would quote the placeholder).
    defaultMessage: "Il link deve iniziare con ''{prefix}''.",
  }),
  created: {
    id: 'owner.infos.form.created',
    defaultMessage: 'Informazione aggiunta con successo.',
  },
  updated: {
    id: 'owner.infos.form.updated',
    defaultMessage: 'Informazione aggiornata con successo.',
  },
  updateFailed: {
    id: 'owner.infos.form.updateFailed',
    defaultMessage: "Errore nell'aggiornamento dell'informazione.",
  },
});

export const translationMessages = defineMessages({
  heading: { id: 'owner.infos.translations.heading', defaultMessage: 'Traduzioni' },
  intro: {
    id: 'owner.infos.translations.intro',
    defaultMessage:
      'Gli ospiti che usano un’altra lingua vedono il titolo e il testo tradotti; senza traduzione vedono il testo originale.',
  },
  loading: {
    id: 'owner.infos.translations.loading',
    defaultMessage: 'Caricamento delle traduzioni…',
  },
  loadFailed: {
    id: 'owner.infos.translations.loadFailed',
    defaultMessage: 'Impossibile caricare le traduzioni.',
  },
  none: { id: 'owner.infos.translations.none', defaultMessage: 'Ancora nessuna traduzione.' },
  add: { id: 'owner.infos.translations.add', defaultMessage: 'Aggiungi una traduzione' },
  formLabel: defineMessage<{ language: string }>({
    id: 'owner.infos.translations.formLabel',
    defaultMessage: 'Traduzione {language}',
  }),
  languagePlaceholder: {
    id: 'owner.infos.translations.languagePlaceholder',
    defaultMessage: 'Seleziona la lingua',
  },
  languageRequired: {
    id: 'owner.infos.translations.languageRequired',
    defaultMessage: 'Seleziona la lingua.',
  },
  duplicate: {
    id: 'owner.infos.translations.duplicate',
    defaultMessage: "Esiste già un'informazione per questa lingua.",
  },
  title: { id: 'owner.infos.translations.title', defaultMessage: 'Titolo tradotto' },
  titleRequired: {
    id: 'owner.infos.translations.titleRequired',
    defaultMessage: 'Inserisci il titolo tradotto.',
  },
  infoRequired: {
    id: 'owner.infos.translations.infoRequired',
    defaultMessage: 'Inserisci il testo tradotto.',
  },
  info: { id: 'owner.infos.translations.info', defaultMessage: 'Testo tradotto' },
  addButton: { id: 'owner.infos.translations.addButton', defaultMessage: 'Aggiungi traduzione' },
  saveButton: { id: 'owner.infos.translations.saveButton', defaultMessage: 'Salva traduzione' },
  deleteButton: {
    id: 'owner.infos.translations.deleteButton',
    defaultMessage: 'Elimina traduzione',
  },
  confirmDelete: defineMessage<{ language: string }>({
    id: 'owner.infos.translations.confirmDelete',
    defaultMessage: 'Eliminare la traduzione in {language}?',
  }),
  confirmYes: { id: 'owner.infos.translations.confirmYes', defaultMessage: 'Sì, elimina' },
  added: {
    id: 'owner.infos.translations.added',
    defaultMessage: 'Informazione aggiunta con successo.',
  },
  updated: {
    id: 'owner.infos.translations.updated',
    defaultMessage: 'Informazione aggiornata con successo.',
  },
  deleted: {
    id: 'owner.infos.translations.deleted',
    defaultMessage: 'Informazione cancellata con successo.',
  },
  addFailed: {
    id: 'owner.infos.translations.addFailed',
    defaultMessage: "Errore nell'aggiunta delle informazioni linguistiche.",
  },
  editFailed: {
    id: 'owner.infos.translations.editFailed',
    defaultMessage: 'Errore nella modifica delle informazioni linguistiche.',
  },
  deleteFailed: {
    id: 'owner.infos.translations.deleteFailed',
    defaultMessage: 'Errore nella cancellazione delle informazioni linguistiche.',
  },
});
