import { defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  ariaLabel: { id: 'owner.navigation.ariaLabel', defaultMessage: 'Sezioni della console' },
  apartments: { id: 'owner.navigation.apartments', defaultMessage: 'Strutture' },
  checkins: { id: 'owner.navigation.checkins', defaultMessage: 'Accessi' },
  stays: { id: 'owner.navigation.stays', defaultMessage: 'Soggiorni' },
  infos: { id: 'owner.navigation.infos', defaultMessage: 'Informazioni' },
});
