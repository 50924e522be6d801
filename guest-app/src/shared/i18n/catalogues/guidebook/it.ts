import type { Catalogue } from '../../types';

/** Italian texts of the guidebook sections (2–5) and of opening a section. */
export const guidebookMessages: Catalogue = {
  'guest.guidebook.general': 'Informazioni generali',
  'guest.guidebook.nearby': 'Servizi',
  'guest.guidebook.placesToVisit': 'Cosa visitare',
  'guest.guidebook.parking': 'Parcheggio',
  'guest.guidebook.restaurants': 'Dove mangiare',
  'guest.guidebook.apartmentInfo': 'Informazioni sull’appartamento',
  'guest.guidebook.roomInfo': 'Informazioni sulla camera',
  'guest.guidebook.room': 'Camera: {name}',
  'guest.guidebook.openMaps': 'Apri in Maps',
  'guest.guidebook.newTab': '(si apre in una nuova scheda)',
  'guest.guidebook.readMore': 'Leggi di più',
  'guest.guidebook.readLess': 'Leggi di meno',
  'guest.guidebook.loading': 'Caricamento delle informazioni…',
  'guest.guidebook.errorTitle': 'Non è stato possibile caricare queste informazioni.',
  'guest.guidebook.errorMessage': 'Controlla la connessione e riprova.',
  'guest.guidebook.retry': 'Riprova',
  'guest.guidebook.emptyGeneral': 'Nessuna informazione generale disponibile.',
  'guest.guidebook.emptyParking': 'Nessuna informazione sul parcheggio disponibile.',
  'guest.guidebook.emptyRestaurants': 'Nessun ristorante consigliato disponibile.',
  'guest.guidebook.emptyApartment':
    'Nessuna informazione sull’appartamento o sulla camera disponibile.',
  'guest.section.loading': 'Apertura della sezione…',
  'guest.section.errorTitle': 'Non è stato possibile aprire questa sezione.',
  'guest.section.errorMessage': 'Controlla la connessione e riprova.',
  'guest.section.retry': 'Riprova',
};
