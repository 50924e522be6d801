import { defineMessages } from 'react-intl';

/** Texts more than one feature or screen shows. */
export const commonMessages = defineMessages({
  comingSoon: { id: 'owner.common.comingSoon', defaultMessage: 'Sezione in arrivo.' },
  back: { id: 'owner.common.back', defaultMessage: 'Indietro' },
  retry: { id: 'owner.common.retry', defaultMessage: 'Riprova' },
  loading: { id: 'owner.common.loading', defaultMessage: 'Caricamento…' },
});
