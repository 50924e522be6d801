import type { Catalogue } from '../../types';

/** Spanish texts of the guidebook sections (2–5) and of opening a section. */
export const guidebookMessages: Catalogue = {
  'guest.guidebook.general': 'Información general',
  'guest.guidebook.nearby': 'Servicios',
  'guest.guidebook.placesToVisit': 'Lugares para visitar',
  'guest.guidebook.parking': 'Aparcamiento',
  'guest.guidebook.restaurants': 'Dónde comer',
  'guest.guidebook.apartmentInfo': 'Información del apartamento',
  'guest.guidebook.roomInfo': 'Información de la habitación',
  'guest.guidebook.room': 'Habitación: {name}',
  'guest.guidebook.openMaps': 'Abrir en Maps',
  'guest.guidebook.newTab': '(se abre en una pestaña nueva)',
  'guest.guidebook.readMore': 'Leer más',
  'guest.guidebook.readLess': 'Leer menos',
  'guest.guidebook.loading': 'Cargando la información…',
  'guest.guidebook.errorTitle': 'No hemos podido cargar esta información.',
  'guest.guidebook.errorMessage': 'Comprueba tu conexión e inténtalo de nuevo.',
  'guest.guidebook.retry': 'Reintentar',
  'guest.guidebook.emptyGeneral': 'Todavía no hay información general disponible.',
  'guest.guidebook.emptyParking': 'Todavía no hay información sobre el aparcamiento.',
  'guest.guidebook.emptyRestaurants': 'Todavía no hay restaurantes recomendados.',
  'guest.guidebook.emptyApartment':
    'Todavía no hay información sobre el apartamento o la habitación.',
  'guest.section.loading': 'Abriendo la sección…',
  'guest.section.errorTitle': 'No se ha podido abrir esta sección.',
  'guest.section.errorMessage': 'Comprueba tu conexión e inténtalo de nuevo.',
  'guest.section.retry': 'Reintentar',
};
