import type { Catalogue } from '../types';
import { guidebookMessages } from './guidebook/it';
import { keysMessages } from './keys/it';

/**
 * Italian guest texts but the keys section's (keys/it.ts): what the dashboard's first
 * screen downloads (loadMessages.ts).
 */
export const dashboardMessages: Catalogue = {
  ...guidebookMessages,
  'guest.checkinProfile.loading': 'Caricamento del tuo soggiorno…',
  'guest.checkinProfile.errorTitle': 'Non è stato possibile caricare il tuo soggiorno.',
  'guest.checkinProfile.errorMessage': 'Controlla la connessione e riprova.',
  'guest.checkinProfile.retry': 'Riprova',
  'guest.checkinProfile.empty': 'Nessun soggiorno trovato per questo account.',
  'guest.stay.title': 'Il tuo soggiorno',
  'guest.stay.checkIn': 'Check-in',
  'guest.stay.checkOut': 'Check-out',
  'guest.stay.date': 'Data',
  'guest.stay.time': 'Ora',
  'guest.offline.shownAsOf': 'Offline: dati aggiornati alle {time}',
  'guest.header.changeLanguage': 'Cambia lingua',
  'guest.header.guest': 'Ospite',
  'guest.i18n.title': 'Scegli la lingua',
  'guest.i18n.close': 'Chiudi',
  'guest.navigation.ariaLabel': 'Sezioni del soggiorno',
  'guest.navigation.keys': 'Chiavi e check-in',
  'guest.navigation.general': 'Informazioni generali',
  'guest.navigation.parking': 'Parcheggio',
  'guest.navigation.restaurants': 'Ristoranti',
  'guest.navigation.apartment': 'Appartamento e camera',
  'guest.navigation.contacts': 'Contatti',
  'guest.common.comingSoon': 'Questa sezione sarà presto disponibile.',
  'guest.apartment.cin': 'Codice identificativo nazionale (CIN)',
  'guest.contacts.title': "Contatti dell'host",
  'guest.contacts.phone': 'Telefono',
  'guest.contacts.whatsapp': 'Chatta su WhatsApp',
  'guest.contacts.email': 'Email',
  'guest.contacts.address': 'Indirizzo',
  'guest.contacts.openMaps': 'Apri in Maps',
  'guest.contacts.empty': 'Nessun contatto disponibile.',
};

/**
 * Every Italian guest text. Same keys in every language (checked by catalogues.test.ts).
 * Pure: a build that asks only for dashboardMessages (loadMessages.ts) leaves the keys' texts out.
 */
export const messages: Catalogue = /* #__PURE__ */ Object.assign(
  {},
  dashboardMessages,
  keysMessages,
);
