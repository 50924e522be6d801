import type { Catalogue } from '../../types';

/** French texts of the guidebook sections (2–5) and of opening a section. */
export const guidebookMessages: Catalogue = {
  'guest.guidebook.general': 'Informations générales',
  'guest.guidebook.nearby': 'Services',
  'guest.guidebook.placesToVisit': 'Lieux à visiter',
  'guest.guidebook.parking': 'Stationnement',
  'guest.guidebook.restaurants': 'Où manger',
  'guest.guidebook.apartmentInfo': 'Informations sur l’appartement',
  'guest.guidebook.roomInfo': 'Informations sur la chambre',
  'guest.guidebook.room': 'Chambre : {name}',
  'guest.guidebook.openMaps': 'Ouvrir dans Maps',
  'guest.guidebook.newTab': '(s’ouvre dans un nouvel onglet)',
  'guest.guidebook.readMore': 'Lire la suite',
  'guest.guidebook.readLess': 'Réduire',
  'guest.guidebook.loading': 'Chargement des informations…',
  'guest.guidebook.errorTitle': 'Impossible de charger ces informations.',
  'guest.guidebook.errorMessage': 'Vérifiez votre connexion et réessayez.',
  'guest.guidebook.retry': 'Réessayer',
  'guest.guidebook.emptyGeneral': 'Aucune information générale disponible pour le moment.',
  'guest.guidebook.emptyParking': 'Aucune information sur le stationnement pour le moment.',
  'guest.guidebook.emptyRestaurants': 'Aucun restaurant conseillé pour le moment.',
  'guest.guidebook.emptyApartment':
    'Aucune information sur l’appartement ou la chambre pour le moment.',
  'guest.section.loading': 'Ouverture de la section…',
  'guest.section.errorTitle': 'Impossible d’ouvrir cette section.',
  'guest.section.errorMessage': 'Vérifiez votre connexion et réessayez.',
  'guest.section.retry': 'Réessayer',
};
