import { defineMessage } from 'react-intl';

export const offlineMessages = {
  shownAsOf: defineMessage<{ time: string }>({
    id: 'guest.offline.shownAsOf',
    defaultMessage: 'Offline: shown as of {time}',
  }),
};
