import { defineMessages } from 'react-intl';

export const apartmentDetailMessages = defineMessages({
  tabs: { id: 'owner.apartmentDetail.tabs', defaultMessage: 'Sezioni della struttura' },
  structure: { id: 'owner.apartmentDetail.structure', defaultMessage: 'Struttura' },
  doors: { id: 'owner.apartmentDetail.doors', defaultMessage: 'Porte' },
  rooms: { id: 'owner.apartmentDetail.rooms', defaultMessage: 'Camere' },
  calendars: { id: 'owner.apartmentDetail.calendars', defaultMessage: 'Calendari' },
  loading: { id: 'owner.apartmentDetail.loading', defaultMessage: 'Caricamento della struttura…' },
  notFound: { id: 'owner.apartmentDetail.notFound', defaultMessage: 'Struttura non trovata.' },
  backToList: { id: 'owner.apartmentDetail.backToList', defaultMessage: 'Torna alle strutture' },
});
