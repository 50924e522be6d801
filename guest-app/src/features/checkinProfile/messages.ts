import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  loading: { id: 'guest.checkinProfile.loading', defaultMessage: 'Loading your stay…' },
  errorTitle: {
    id: 'guest.checkinProfile.errorTitle',
    defaultMessage: 'We could not load your stay.',
  },
  errorMessage: {
    id: 'guest.checkinProfile.errorMessage',
    defaultMessage: 'Please check your connection and try again.',
  },
  retry: { id: 'guest.checkinProfile.retry', defaultMessage: 'Try again' },
  empty: {
    id: 'guest.checkinProfile.empty',
    defaultMessage: 'No stay was found for this account.',
  },
});
