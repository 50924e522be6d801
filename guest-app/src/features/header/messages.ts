import { defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  changeLanguage: { id: 'guest.header.changeLanguage', defaultMessage: 'Change language' },
  guest: { id: 'guest.header.guest', defaultMessage: 'Guest' },
});
