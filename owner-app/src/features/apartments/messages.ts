import { defineMessages } from 'react-intl';

export const apartmentsMessages = defineMessages({
  loading: { id: 'owner.apartments.loading', defaultMessage: 'Caricamento delle strutture…' },
  empty: { id: 'owner.apartments.empty', defaultMessage: 'Nessuna struttura.' },
  errorTitle: {
    id: 'owner.apartments.errorTitle',
    defaultMessage: 'Impossibile caricare le strutture.',
  },
  errorMessage: {
    id: 'owner.apartments.errorMessage',
    defaultMessage: 'Controlla la connessione e riprova.',
  },
  retry: { id: 'owner.apartments.retry', defaultMessage: 'Riprova' },
  heading: { id: 'owner.apartments.heading', defaultMessage: 'Strutture' },
  noAddress: { id: 'owner.apartments.noAddress', defaultMessage: 'Indirizzo non indicato' },
});
