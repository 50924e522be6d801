import { defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  ariaLabel: { id: 'guest.navigation.ariaLabel', defaultMessage: 'Sections of your stay' },
  keys: { id: 'guest.navigation.keys', defaultMessage: 'Keys and check-in' },
  general: { id: 'guest.navigation.general', defaultMessage: 'General information' },
  parking: { id: 'guest.navigation.parking', defaultMessage: 'Parking' },
  restaurants: { id: 'guest.navigation.restaurants', defaultMessage: 'Restaurants' },
  apartment: { id: 'guest.navigation.apartment', defaultMessage: 'Apartment and room' },
  contacts: { id: 'guest.navigation.contacts', defaultMessage: 'Contacts' },
});

export const sectionMessages = defineMessages({
  loading: { id: 'guest.section.loading', defaultMessage: 'Opening the section…' },
  errorTitle: {
    id: 'guest.section.errorTitle',
    defaultMessage: 'This section could not be opened.',
  },
  errorMessage: {
    id: 'guest.section.errorMessage',
    defaultMessage: 'Please check your connection and try again.',
  },
  retry: { id: 'guest.section.retry', defaultMessage: 'Try again' },
});
