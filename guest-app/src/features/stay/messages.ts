import { defineMessages } from 'react-intl';

export const stayMessages = defineMessages({
  title: { id: 'guest.stay.title', defaultMessage: 'Your stay' },
  checkIn: { id: 'guest.stay.checkIn', defaultMessage: 'Check-in' },
  checkOut: { id: 'guest.stay.checkOut', defaultMessage: 'Check-out' },
  date: { id: 'guest.stay.date', defaultMessage: 'Date' },
  time: { id: 'guest.stay.time', defaultMessage: 'Time' },
});
