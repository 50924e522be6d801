import type { Catalogue } from '../types';
import { guidebookMessages } from './guidebook/de';
import { keysMessages } from './keys/de';

/**
 * German guest texts but the keys section's (keys/de.ts): what the dashboard's first
 * screen downloads (loadMessages.ts).
 */
export const dashboardMessages: Catalogue = {
  ...guidebookMessages,
  'guest.checkinProfile.loading': 'Ihr Aufenthalt wird geladen…',
  'guest.checkinProfile.errorTitle': 'Ihr Aufenthalt konnte nicht geladen werden.',
  'guest.checkinProfile.errorMessage':
    'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'guest.checkinProfile.retry': 'Erneut versuchen',
  'guest.checkinProfile.empty': 'Für dieses Konto wurde kein Aufenthalt gefunden.',
  'guest.stay.title': 'Ihr Aufenthalt',
  'guest.stay.checkIn': 'Anreise',
  'guest.stay.checkOut': 'Abreise',
  'guest.stay.date': 'Datum',
  'guest.stay.time': 'Uhrzeit',
  'guest.offline.shownAsOf': 'Offline: Stand von {time} Uhr',
  'guest.header.changeLanguage': 'Sprache ändern',
  'guest.header.guest': 'Gast',
  'guest.i18n.title': 'Wählen Sie Ihre Sprache',
  'guest.i18n.close': 'Schließen',
  'guest.navigation.ariaLabel': 'Bereiche Ihres Aufenthalts',
  'guest.navigation.keys': 'Schlüssel und Check-in',
  'guest.navigation.general': 'Allgemeine Informationen',
  'guest.navigation.parking': 'Parken',
  'guest.navigation.restaurants': 'Restaurants',
  'guest.navigation.apartment': 'Apartment und Zimmer',
  'guest.navigation.contacts': 'Kontakte',
  'guest.common.comingSoon': 'Dieser Bereich ist bald verfügbar.',
  'guest.apartment.cin': 'Nationaler Identifikationscode (CIN)',
  'guest.contacts.title': 'Kontakt zum Gastgeber',
  'guest.contacts.phone': 'Telefon',
  'guest.contacts.whatsapp': 'Per WhatsApp chatten',
  'guest.contacts.email': 'E-Mail',
  'guest.contacts.address': 'Adresse',
  'guest.contacts.openMaps': 'In Maps öffnen',
  'guest.contacts.empty': 'Keine Kontaktdaten verfügbar.',
};

/**
 * Every German guest text. Same keys in every language (checked by catalogues.test.ts).
 * Pure: a build that asks only for dashboardMessages (loadMessages.ts) leaves the keys' texts out.
 */
export const messages: Catalogue = /* #__PURE__ */ Object.assign(
  {},
  dashboardMessages,
  keysMessages,
);
