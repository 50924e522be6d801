import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  loading: { id: 'guest.profile.loading', defaultMessage: 'Loading your stay…' },
  errorTitle: { id: 'guest.profile.errorTitle', defaultMessage: 'We could not load your stay.' },
  errorMessage: {
    id: 'guest.profile.errorMessage',
    defaultMessage: 'Please check your connection and try again.',
  },
  retry: { id: 'guest.profile.retry', defaultMessage: 'Try again' },
  empty: { id: 'guest.profile.empty', defaultMessage: 'No stay was found for this account.' },
});
