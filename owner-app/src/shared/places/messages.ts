import { defineMessage, defineMessages } from 'react-intl';

/** The place pickers of the console (guests' places, the apartment's comune). */
export const placeMessages = {
  results: defineMessage<{ count: number }>({
    id: 'owner.places.results',
    defaultMessage: '{count, plural, one {# luogo trovato} other {# luoghi trovati}}',
  }),
  comuneUntil: defineMessage<{ year: string }>({
    id: 'owner.places.comuneUntil',
    defaultMessage: 'Comune, fino al {year}',
  }),
  stateUntil: defineMessage<{ year: string }>({
    id: 'owner.places.stateUntil',
    defaultMessage: 'Stato, fino al {year}',
  }),
  ...defineMessages({
    notChosen: {
      id: 'owner.places.notChosen',
      defaultMessage: 'Scegli il luogo dall’elenco: scrivi qualche lettera e selezionalo.',
    },
    comune: { id: 'owner.places.comune', defaultMessage: 'Comune' },
    state: { id: 'owner.places.state', defaultMessage: 'Stato' },
    noPlace: {
      id: 'owner.places.noPlace',
      defaultMessage: 'Nessun comune o stato con questo nome.',
    },
    noComune: { id: 'owner.places.noComune', defaultMessage: 'Nessun comune con questo nome.' },
    noState: { id: 'owner.places.noState', defaultMessage: 'Nessuno stato con questo nome.' },
    searching: { id: 'owner.places.searching', defaultMessage: 'Ricerca in corso…' },
    searchFailed: {
      id: 'owner.places.searchFailed',
      defaultMessage: 'Ricerca non riuscita: controlla la connessione e riprova.',
    },
    clear: { id: 'owner.places.clear', defaultMessage: 'Cancella' },
  }),
};
