import { defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  ariaLabel: { id: 'owner.navigation.ariaLabel', defaultMessage: 'Sezioni della console' },
  apartments: { id: 'owner.navigation.apartments', defaultMessage: 'Strutture' },
  checkinProfiles: { id: 'owner.navigation.checkinProfiles', defaultMessage: 'Accessi' },
  stays: { id: 'owner.navigation.stays', defaultMessage: 'Soggiorni' },
  guidebook: { id: 'owner.navigation.guidebook', defaultMessage: 'Informazioni' },
});
