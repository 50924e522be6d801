import { defineMessages } from 'react-intl';

/** Texts more than one feature shows. */
export const commonMessages = defineMessages({
  comingSoon: { id: 'guest.common.comingSoon', defaultMessage: 'This section is coming soon.' },
});
