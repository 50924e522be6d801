import type { Catalogue } from '../types';
import { guidebookMessages } from './guidebook/en';
import { keysMessages } from './keys/en';

/**
 * English guest texts but the keys section's (keys/en.ts): what the dashboard's first
 * screen downloads (loadMessages.ts).
 */
export const dashboardMessages: Catalogue = {
  ...guidebookMessages,
  'guest.checkinProfile.loading': 'Loading your stay…',
  'guest.checkinProfile.errorTitle': 'We could not load your stay.',
  'guest.checkinProfile.errorMessage': 'Please check your connection and try again.',
  'guest.checkinProfile.retry': 'Try again',
  'guest.checkinProfile.empty': 'No stay was found for this account.',
  'guest.stay.title': 'Your stay',
  'guest.stay.checkIn': 'Check-in',
  'guest.stay.checkOut': 'Check-out',
  'guest.stay.date': 'Date',
  'guest.stay.time': 'Time',
  'guest.offline.shownAsOf': 'Offline: shown as of {time}',
  'guest.header.changeLanguage': 'Change language',
  'guest.header.guest': 'Guest',
  'guest.i18n.title': 'Choose your language',
  'guest.i18n.close': 'Close',
  'guest.navigation.ariaLabel': 'Sections of your stay',
  'guest.navigation.keys': 'Keys and check-in',
  'guest.navigation.general': 'General information',
  'guest.navigation.parking': 'Parking',
  'guest.navigation.restaurants': 'Restaurants',
  'guest.navigation.apartment': 'Apartment and room',
  'guest.navigation.contacts': 'Contacts',
  'guest.common.comingSoon': 'This section is coming soon.',
  'guest.apartment.cin': 'National identification code (CIN)',
  'guest.contacts.title': 'Host contacts',
  'guest.contacts.phone': 'Phone',
  'guest.contacts.whatsapp': 'Chat on WhatsApp',
  'guest.contacts.email': 'Email',
  'guest.contacts.address': 'Address',
  'guest.contacts.openMaps': 'Open in Maps',
  'guest.contacts.empty': 'No contact details available.',
};

/**
 * Every English guest text. Same keys in every language (checked by catalogues.test.ts).
 * Pure: a build that asks only for dashboardMessages (loadMessages.ts) leaves the keys' texts out.
 */
export const messages: Catalogue = /* #__PURE__ */ Object.assign(
  {},
  dashboardMessages,
  keysMessages,
);
