import { defineMessages } from 'react-intl';

/** Guests whose places were typed freely, without an Alloggiati code (places_to_review). */
export const reviewMessages = defineMessages({
  marker: { id: 'owner.placesReview.marker', defaultMessage: 'Luogo da verificare' },
  tableNote: {
    id: 'owner.placesReview.tableNote',
    defaultMessage:
      'Luogo da verificare: scritto a mano, senza il codice che Alloggiati Web richiede. Apri il documento dell’ospite (Confronta) e scegli il luogo dall’elenco.',
  },
  formNote: {
    id: 'owner.placesReview.formNote',
    defaultMessage:
      'Luoghi da verificare: sono stati scritti a mano e non hanno il codice che Alloggiati Web richiede. Sceglili dall’elenco e salva.',
  },
  fieldHint: {
    id: 'owner.placesReview.fieldHint',
    defaultMessage: 'Da verificare: scegli il luogo dall’elenco.',
  },
});
