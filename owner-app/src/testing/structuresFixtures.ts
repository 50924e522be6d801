import type {
  Apartment,
  Door,
  DoorStatusItem,
  LanguageInstruction,
  Room,
} from '@soglia/api-client';
import {
  makeApartment,
  makeCodeDoor,
  makeDoor,
  makeDoorStatus,
  makeLanguageInstruction,
  makeRoom,
} from '@soglia/api-client/testing/fixtures';

export interface StructuresApiData {
  apartments: Apartment[];
  doors: Door[];
  rooms: Room[];
  instructions: LanguageInstruction[];
  statuses: DoorStatusItem[];
}

/**
 * Two apartments in Rome: Casa Soglia with a Shelly remote lock, three doors (one per access
 * type, the street door with an English instruction) and a room; Loft Trastevere with nothing.
 */
export function structuresSeed(): StructuresApiData {
  return {
    apartments: [
      makeApartment({
        shelly: true,
        server_uri: 'https://shelly-49-eu.shelly.cloud',
        has_auth_key: true,
      }),
      makeApartment({
        id: 2,
        name: 'Loft Trastevere',
        address: 'Via della Scala 21, 00153 Roma',
        CIN: 'IT058091C2LOFT0001',
        google_maps_link: '',
        phone: '',
        email: '',
      }),
    ],
    doors: [
      makeDoor({ language_instructions: [makeLanguageInstruction()] }),
      makeCodeDoor(),
      makeDoor({
        id: 22,
        name: 'Cancello',
        access_type: 'solo istruzioni',
        id_device: '',
        check_position_code: '',
        priority: 3,
        description: 'Cancello del cortile',
        instructions: 'Aperto dalle 8 alle 22: spingilo.',
        rooms: [],
      }),
    ],
    rooms: [makeRoom()],
    instructions: [makeLanguageInstruction()],
    statuses: [makeDoorStatus()],
  };
}
