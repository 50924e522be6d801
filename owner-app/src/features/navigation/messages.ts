import { defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  ariaLabel: { id: 'owner.navigation.ariaLabel', defaultMessage: 'Sezioni della console' },
  strutture: { id: 'owner.navigation.strutture', defaultMessage: 'Strutture' },
  accessi: { id: 'owner.navigation.accessi', defaultMessage: 'Accessi' },
  soggiorni: { id: 'owner.navigation.soggiorni', defaultMessage: 'Soggiorni' },
  informazioni: { id: 'owner.navigation.informazioni', defaultMessage: 'Informazioni' },
  comingSoon: { id: 'owner.navigation.comingSoon', defaultMessage: 'Sezione in arrivo.' },
});
