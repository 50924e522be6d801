import type { Apartment, InfoEntry, LanguageInformation, Room } from '@soglia/api-client';
import {
  makeApartment,
  makeInfo,
  makeLanguageInformation,
  makeRoom,
} from '@soglia/api-client/testing/fixtures';

export interface GuidebookApiData {
  apartments: Apartment[];
  rooms: Room[];
  entries: InfoEntry[];
  translations: LanguageInformation[];
}

/** Two apartments in Rome, the rooms of the first and a guidebook of every kind. */
export function guidebookSeed(): GuidebookApiData {
  return {
    apartments: [
      makeApartment(),
      makeApartment({
        id: 2,
        name: 'Loft Trastevere',
        address: 'Via della Scala 21, 00153 Roma',
        CIN: 'IT058091C2LOFT0001',
      }),
    ],
    rooms: [
      makeRoom({ id: 10, name: 'Camera Blu', apartment: 1 }),
      makeRoom({ id: 11, name: 'Camera Verde', apartment: 1 }),
    ],
    entries: [
      makeInfo(),
      makeInfo({
        id: 61,
        type: 'parking_info',
        title: 'Parcheggio in Via Induno',
        info: 'Strisce blu dalle 8 alle 20, 1,50 € l’ora. Il garage Trastevere è a 200 metri.',
        google_link: 'https://maps.app.goo.gl/ParcheggioInduno',
      }),
      makeInfo({
        id: 62,
        type: 'restaurants',
        title: 'Da Enzo al 29',
        info: 'Cucina romana in Via dei Vascellari 29. Prenotare: non accettano carte per meno di 20 €.',
        google_link: 'https://maps.app.goo.gl/DaEnzo29',
      }),
      makeInfo({
        id: 63,
        type: 'room_info',
        title: 'Aria condizionata',
        info: 'Il telecomando è nel cassetto del comodino. Spegnerla uscendo, grazie.',
        room: 10,
        room_name: 'Camera Blu',
      }),
      makeInfo({
        id: 64,
        type: 'room_info',
        title: 'Cassaforte',
        info: 'Nell’armadio. Codice a scelta di 4 cifre, poi #.',
        room: 11,
        room_name: 'Camera Verde',
      }),
      makeInfo({
        id: 65,
        type: 'apartment_info',
        title: 'Check-out',
        info: 'Entro le 10:00. Lasciate le chiavi sul tavolo della cucina.',
      }),
      makeInfo({ id: 70, apartment: 2, title: 'Chiavi del portone', info: 'Nella cassetta.' }),
    ],
    translations: [makeLanguageInformation({ id: 80, apartment_info: 60 })],
  };
}
