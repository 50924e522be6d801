import type { Apartment, Door, LanguageInstruction, Room } from '@soglia/api-client';
import { CHECK_MESSAGES_IT, checkCin } from '@soglia/api-client/checks';
import type { Reply } from '@soglia/api-client/testing';
import { placesQueryOf, searchTestPlaces, TEST_PLACES } from '@soglia/api-client/testing/places';
import {
  added,
  bodyOf,
  fakeRoutes,
  notFound,
  queryId,
  removed,
  replaced,
  type FakeHandler,
  type FakeOverride,
} from './fakeApi';
import type { StructuresApiData } from './structuresFixtures';

/** Answers a call differently (an error, a hang-up) when it returns a reply. */
export type StructuresOverride = FakeOverride;

/**
 * The Strutture calls of the API over an in-memory copy of `seed`, as routes for
 * startApiServer: lists filtered by their query, writes that change what the next list answers,
 * 404 for unknown ids, the server's required-field rules for apartments and doors, the apartment's
 * comune (its name from the code) with the CIN check, and the places search.
 */
export function structuresApi(seed: StructuresApiData, override?: StructuresOverride) {
  const data = JSON.parse(JSON.stringify(seed)) as StructuresApiData;
  let nextId = 1000;

  const apartmentOf = (input: Partial<Apartment>, id: number, before?: Apartment): Apartment => {
    const key = (input.auth_key ?? '').trim();
    const apartment = {
      ...(before ?? { language_informations: [], comune_code: '' }),
      ...(input as Apartment),
      id,
      auth_key: '',
      has_auth_key: input.shelly ? key !== '' || before?.has_auth_key === true : false,
    } as Apartment;
    const comune = TEST_PLACES.find((p) => p.kind === 'comune' && p.code === apartment.comune_code);
    apartment.comune_name = comune ? `${comune.names as string} (${comune.province})` : '';
    return apartment;
  };

  /** The server's checks of the apartment's comune and CIN (Italian messages). */
  const apartmentErrors = (input: Partial<Apartment>): Reply | undefined => {
    const code = input.comune_code ?? '';
    if (code && !TEST_PLACES.some((p) => p.kind === 'comune' && p.code === code)) {
      return { status: 400, body: { comune_code: [CHECK_MESSAGES_IT.place_unknown] } };
    }
    const problem = checkCin(input.CIN ?? '', code);
    return problem ? { status: 400, body: { CIN: [CHECK_MESSAGES_IT[problem]] } } : undefined;
  };

  const handlers: Record<string, FakeHandler> = {
    'GET /api/apartments/': () => ({ status: 200, body: data.apartments }),
    'POST /api/apartments/': (req) =>
      apartmentErrors(bodyOf(req)) ??
      added(data.apartments, apartmentOf(bodyOf(req), (nextId += 1))),
    'PUT /api/apartments/:id/': (req, id) => {
      const before = data.apartments.find((a) => a.id === id);
      if (!before) return notFound;
      const refused = apartmentErrors({ ...before, ...bodyOf<Apartment>(req) });
      if (refused) return refused;
      return replaced(data.apartments, id, () => apartmentOf(bodyOf(req), id, before));
    },
    'DELETE /api/apartments/:id/': (_req, id) => removed(data.apartments, id),
    'GET /api/doors/': (req) => ({
      status: 200,
      body: data.doors.filter((door) => door.apartment === queryId(req, 'apartment')),
    }),
    'POST /api/doors/': (req) =>
      added(data.doors, {
        id_device: '',
        check_position_code: '',
        channel_device: 0,
        access_code: '',
        description: '',
        instructions: '',
        access_type: 'solo istruzioni',
        ...bodyOf<Partial<Door> & Pick<Door, 'name' | 'priority' | 'apartment'>>(req),
        id: (nextId += 1),
        rooms: [],
        language_instructions: [],
      }),
    'PUT /api/doors/:id/': (req, id) =>
      replaced(data.doors, id, (before) => ({ ...before, ...bodyOf<Partial<Door>>(req), id })),
    'DELETE /api/doors/:id/': (_req, id) => removed(data.doors, id),
    'GET /api/rooms/': (req) => ({
      status: 200,
      body: data.rooms.filter((room) => room.apartment === queryId(req, 'apartment')),
    }),
    'POST /api/rooms/': (req) =>
      added(data.rooms, { doors: [], ...bodyOf<Partial<Room>>(req), id: (nextId += 1) } as Room),
    'PUT /api/rooms/:id/': (req, id) =>
      replaced(data.rooms, id, (before) => ({ ...before, ...bodyOf<Room>(req), id })),
    'DELETE /api/rooms/:id/': (_req, id) => removed(data.rooms, id),
    'GET /api/check-doors-status/': () => ({ status: 200, body: data.statuses }),
    'GET /api/places/': (req) => ({
      status: 200,
      body: searchTestPlaces(placesQueryOf(req.query)),
    }),
    'GET /api/language-instructions/': (req) => ({
      status: 200,
      body: data.instructions.filter((item) => item.door === queryId(req, 'door_id')),
    }),
    'POST /api/language-instructions/': (req) => {
      const input = bodyOf<
        Partial<LanguageInstruction> & Pick<LanguageInstruction, 'door' | 'language'>
      >(req);
      if (data.instructions.some((i) => i.door === input.door && i.language === input.language)) {
        return {
          status: 400,
          body: { non_field_errors: ["Esiste già un'istruzione per questa lingua."] },
        };
      }
      return added(data.instructions, {
        door_name: '',
        text: '',
        ...input,
        id: (nextId += 1),
      } as LanguageInstruction);
    },
    'PUT /api/language-instructions/:id/': (req, id) =>
      replaced(data.instructions, id, (before) => ({ ...before, ...bodyOf(req), id })),
    'DELETE /api/language-instructions/:id/': (_req, id) => removed(data.instructions, id),
  };

  return { routes: fakeRoutes(handlers, override), data };
}
