import { defineMessages } from 'react-intl';

export const i18nMessages = defineMessages({
  title: { id: 'guest.i18n.title', defaultMessage: 'Choose your language' },
  close: { id: 'guest.i18n.close', defaultMessage: 'Close' },
});
