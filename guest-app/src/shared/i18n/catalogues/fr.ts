import type { Catalogue } from '../types';
import { guidebookMessages } from './guidebook/fr';
import { keysMessages } from './keys/fr';

/**
 * French guest texts but the keys section's (keys/fr.ts): what the dashboard's first
 * screen downloads (loadMessages.ts).
 */
export const dashboardMessages: Catalogue = {
  ...guidebookMessages,
  'guest.checkinProfile.loading': 'Chargement de votre séjour…',
  'guest.checkinProfile.errorTitle': 'Impossible de charger votre séjour.',
  'guest.checkinProfile.errorMessage': 'Vérifiez votre connexion et réessayez.',
  'guest.checkinProfile.retry': 'Réessayer',
  'guest.checkinProfile.empty': 'Aucun séjour trouvé pour ce compte.',
  'guest.stay.title': 'Votre séjour',
  'guest.stay.checkIn': 'Arrivée',
  'guest.stay.checkOut': 'Départ',
  'guest.stay.date': 'Date',
  'guest.stay.time': 'Heure',
  'guest.offline.shownAsOf': 'Hors ligne : données de {time}',
  'guest.header.changeLanguage': 'Changer de langue',
  'guest.header.guest': 'Voyageur',
  'guest.i18n.title': 'Choisissez votre langue',
  'guest.i18n.close': 'Fermer',
  'guest.navigation.ariaLabel': 'Sections de votre séjour',
  'guest.navigation.keys': 'Clés et enregistrement',
  'guest.navigation.general': 'Informations générales',
  'guest.navigation.parking': 'Stationnement',
  'guest.navigation.restaurants': 'Restaurants',
  'guest.navigation.apartment': 'Appartement et chambre',
  'guest.navigation.contacts': 'Contacts',
  'guest.common.comingSoon': 'Cette section sera bientôt disponible.',
  'guest.apartment.cin': "Code d'identification national (CIN)",
  'guest.contacts.title': "Contacts de l'hôte",
  'guest.contacts.phone': 'Téléphone',
  'guest.contacts.whatsapp': 'Discuter sur WhatsApp',
  'guest.contacts.email': 'E-mail',
  'guest.contacts.address': 'Adresse',
  'guest.contacts.openMaps': 'Ouvrir dans Maps',
  'guest.contacts.empty': 'Aucune coordonnée disponible.',
};

/**
 * Every French guest text. Same keys in every language (checked by catalogues.test.ts).
 * Pure: a build that asks only for dashboardMessages (loadMessages.ts) leaves the keys' texts out.
 */
export const messages: Catalogue = /* #__PURE__ */ Object.assign(
  {},
  dashboardMessages,
  keysMessages,
);
