import type { Catalogue } from '../types';
import { guidebookMessages } from './guidebook/es';
import { keysMessages } from './keys/es';

/**
 * Spanish guest texts but the keys section's (keys/es.ts): what the dashboard's first
 * screen downloads (loadMessages.ts).
 */
export const dashboardMessages: Catalogue = {
  ...guidebookMessages,
  'guest.checkinProfile.loading': 'Cargando tu estancia…',
  'guest.checkinProfile.errorTitle': 'No hemos podido cargar tu estancia.',
  'guest.checkinProfile.errorMessage': 'Comprueba tu conexión e inténtalo de nuevo.',
  'guest.checkinProfile.retry': 'Reintentar',
  'guest.checkinProfile.empty': 'No se ha encontrado ninguna estancia para esta cuenta.',
  'guest.stay.title': 'Tu estancia',
  'guest.stay.checkIn': 'Entrada',
  'guest.stay.checkOut': 'Salida',
  'guest.stay.date': 'Fecha',
  'guest.stay.time': 'Hora',
  'guest.offline.shownAsOf': 'Sin conexión: datos de las {time}',
  'guest.header.changeLanguage': 'Cambiar idioma',
  'guest.header.guest': 'Huésped',
  'guest.i18n.title': 'Elige tu idioma',
  'guest.i18n.close': 'Cerrar',
  'guest.navigation.ariaLabel': 'Secciones de tu estancia',
  'guest.navigation.keys': 'Llaves y check-in',
  'guest.navigation.general': 'Información general',
  'guest.navigation.parking': 'Aparcamiento',
  'guest.navigation.restaurants': 'Restaurantes',
  'guest.navigation.apartment': 'Apartamento y habitación',
  'guest.navigation.contacts': 'Contactos',
  'guest.common.comingSoon': 'Esta sección estará disponible pronto.',
  'guest.apartment.cin': 'Código de identificación nacional (CIN)',
  'guest.contacts.title': 'Contactos del anfitrión',
  'guest.contacts.phone': 'Teléfono',
  'guest.contacts.whatsapp': 'Chatear por WhatsApp',
  'guest.contacts.email': 'Correo electrónico',
  'guest.contacts.address': 'Dirección',
  'guest.contacts.openMaps': 'Abrir en Maps',
  'guest.contacts.empty': 'No hay datos de contacto disponibles.',
};

/**
 * Every Spanish guest text. Same keys in every language (checked by catalogues.test.ts).
 * Pure: a build that asks only for dashboardMessages (loadMessages.ts) leaves the keys' texts out.
 */
export const messages: Catalogue = /* #__PURE__ */ Object.assign(
  {},
  dashboardMessages,
  keysMessages,
);
