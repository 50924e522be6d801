import { defineMessages } from 'react-intl';

export const guidebookScreenMessages = defineMessages({
  title: { id: 'owner.guidebookScreen.title', defaultMessage: 'Informazioni' },
  add: { id: 'owner.guidebookScreen.add', defaultMessage: 'Aggiungi' },
  apartment: { id: 'owner.guidebookScreen.apartment', defaultMessage: 'Struttura' },
  loading: { id: 'owner.guidebookScreen.loading', defaultMessage: 'Caricamento delle strutture…' },
  errorTitle: {
    id: 'owner.guidebookScreen.errorTitle',
    defaultMessage: 'Impossibile caricare le strutture.',
  },
  errorMessage: {
    id: 'owner.guidebookScreen.errorMessage',
    defaultMessage: 'Controlla la connessione e riprova.',
  },
  noApartments: {
    id: 'owner.guidebookScreen.noApartments',
    defaultMessage:
      'Nessuna struttura: crea prima una struttura, poi aggiungi le sue informazioni.',
  },
  toApartments: { id: 'owner.guidebookScreen.toApartments', defaultMessage: 'Vai a Strutture' },
});
