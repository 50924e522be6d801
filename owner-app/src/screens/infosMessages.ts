import { defineMessages } from 'react-intl';

export const infosScreenMessages = defineMessages({
  title: { id: 'owner.infosScreen.title', defaultMessage: 'Informazioni' },
  add: { id: 'owner.infosScreen.add', defaultMessage: 'Aggiungi' },
  apartment: { id: 'owner.infosScreen.apartment', defaultMessage: 'Struttura' },
  loading: { id: 'owner.infosScreen.loading', defaultMessage: 'Caricamento delle strutture…' },
  errorTitle: {
    id: 'owner.infosScreen.errorTitle',
    defaultMessage: 'Impossibile caricare le strutture.',
  },
  errorMessage: {
    id: 'owner.infosScreen.errorMessage',
    defaultMessage: 'Controlla la connessione e riprova.',
  },
  noApartments: {
    id: 'owner.infosScreen.noApartments',
    defaultMessage:
      'Nessuna struttura: crea prima una struttura, poi aggiungi le sue informazioni.',
  },
  toApartments: { id: 'owner.infosScreen.toApartments', defaultMessage: 'Vai a Strutture' },
});
