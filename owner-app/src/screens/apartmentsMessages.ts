import { defineMessages } from 'react-intl';

export const apartmentsScreenMessages = defineMessages({
  title: { id: 'owner.apartmentsScreen.title', defaultMessage: 'Strutture' },
  create: { id: 'owner.apartmentsScreen.create', defaultMessage: 'Crea Struttura' },
  deviceStatus: { id: 'owner.apartmentsScreen.deviceStatus', defaultMessage: 'Stato dispositivi' },
});
