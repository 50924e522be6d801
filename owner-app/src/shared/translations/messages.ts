import { defineMessages } from 'react-intl';

/** The translations editor's texts that are the same for doors and info entries. */
export const translationsMessages = defineMessages({
  language: { id: 'owner.translations.language', defaultMessage: 'Lingua' },
});
