import type { Catalogue } from '../../types';

/** English texts of the guidebook sections (2–5) and of opening a section. */
export const guidebookMessages: Catalogue = {
  'guest.guidebook.general': 'General Information',
  'guest.guidebook.nearby': 'Services',
  'guest.guidebook.placesToVisit': 'Places to Visit',
  'guest.guidebook.parking': 'Parking',
  'guest.guidebook.restaurants': 'Where to Eat',
  'guest.guidebook.apartmentInfo': 'Apartment information',
  'guest.guidebook.roomInfo': 'Room information',
  'guest.guidebook.room': 'Room: {name}',
  'guest.guidebook.openMaps': 'Open in Maps',
  'guest.guidebook.newTab': '(opens in a new tab)',
  'guest.guidebook.readMore': 'Read more',
  'guest.guidebook.readLess': 'Read less',
  'guest.guidebook.loading': 'Loading the information…',
  'guest.guidebook.errorTitle': 'We could not load this information.',
  'guest.guidebook.errorMessage': 'Please check your connection and try again.',
  'guest.guidebook.retry': 'Try again',
  'guest.guidebook.emptyGeneral': 'No general information available yet.',
  'guest.guidebook.emptyParking': 'No parking information available yet.',
  'guest.guidebook.emptyRestaurants': 'No restaurant suggestions available yet.',
  'guest.guidebook.emptyApartment': 'No information about the apartment or the room available yet.',
  'guest.section.loading': 'Opening the section…',
  'guest.section.errorTitle': 'This section could not be opened.',
  'guest.section.errorMessage': 'Please check your connection and try again.',
  'guest.section.retry': 'Try again',
};
