import type { Catalogue } from '../../types';

/** German texts of the guidebook sections (2–5) and of opening a section. */
export const guidebookMessages: Catalogue = {
  'guest.guidebook.general': 'Allgemeine Informationen',
  'guest.guidebook.nearby': 'Dienstleistungen',
  'guest.guidebook.placesToVisit': 'Sehenswürdigkeiten',
  'guest.guidebook.parking': 'Parken',
  'guest.guidebook.restaurants': 'Essen gehen',
  'guest.guidebook.apartmentInfo': 'Informationen zur Wohnung',
  'guest.guidebook.roomInfo': 'Informationen zum Zimmer',
  'guest.guidebook.room': 'Zimmer: {name}',
  'guest.guidebook.openMaps': 'In Maps öffnen',
  'guest.guidebook.newTab': '(öffnet in einem neuen Tab)',
  'guest.guidebook.readMore': 'Mehr lesen',
  'guest.guidebook.readLess': 'Weniger anzeigen',
  'guest.guidebook.loading': 'Informationen werden geladen…',
  'guest.guidebook.errorTitle': 'Diese Informationen konnten nicht geladen werden.',
  'guest.guidebook.errorMessage': 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'guest.guidebook.retry': 'Erneut versuchen',
  'guest.guidebook.emptyGeneral': 'Noch keine allgemeinen Informationen verfügbar.',
  'guest.guidebook.emptyParking': 'Noch keine Informationen zum Parken verfügbar.',
  'guest.guidebook.emptyRestaurants': 'Noch keine Restaurantempfehlungen verfügbar.',
  'guest.guidebook.emptyApartment':
    'Noch keine Informationen zur Wohnung oder zum Zimmer verfügbar.',
  'guest.section.loading': 'Bereich wird geöffnet…',
  'guest.section.errorTitle': 'Dieser Bereich konnte nicht geöffnet werden.',
  'guest.section.errorMessage': 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'guest.section.retry': 'Erneut versuchen',
};
