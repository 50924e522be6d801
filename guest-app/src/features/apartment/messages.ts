import { defineMessages } from 'react-intl';

export const apartmentMessages = defineMessages({
  cin: { id: 'guest.apartment.cin', defaultMessage: 'National identification code (CIN)' },
});
