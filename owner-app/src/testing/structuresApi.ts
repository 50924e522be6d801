import type { Apartment, Door, LanguageInstruction, Room } from '@soglia/api-client';
import { CHECK_MESSAGES_IT, checkCin } from '@soglia/api-client/checks';
import type { ApiRequest, Reply, Routes } from '@soglia/api-client/testing';
import { placesQueryOf, searchTestPlaces, TEST_PLACES } from '@soglia/api-client/testing/places';
import type { StructuresApiData } from './structuresFixtures';

type Handler = (req: ApiRequest, id: number) => Reply | undefined;

/** Answers a call differently (an error, a hang-up) when it returns a reply. */
export type StructuresOverride = (
  req: ApiRequest,
) => Reply | undefined | Promise<Reply | undefined>;

/**
 * The Strutture calls of the API over an in-memory copy of `seed`, as routes for
 * startApiServer: lists filtered by their query, writes that change what the next list answers,
 * 404 for unknown ids, the server's required-field rules for apartments and doors, the apartment's
 * comune (its name from the code) with the CIN check, and the places search.
 */
export function structuresApi(seed: StructuresApiData, override?: StructuresOverride) {
  const data = JSON.parse(JSON.stringify(seed)) as StructuresApiData;
  let nextId = 1000;
  const notFound: Reply = { status: 404, body: { detail: 'Not found.' } };
  const queryId = (req: ApiRequest, name: string) => Number(req.query.get(name));
  const body = <T>(req: ApiRequest) => JSON.parse(req.body) as T;

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

  const handlers: Record<string, Handler> = {
    'GET /api/apartments/': () => ({ status: 200, body: data.apartments }),
    'POST /api/apartments/': (req) => {
      const refused = apartmentErrors(body(req));
      if (refused) return refused;
      const created = apartmentOf(body(req), (nextId += 1));
      data.apartments.push(created);
      return { status: 201, body: created };
    },
    'PUT /api/apartments/:id/': (req, id) => {
      const index = data.apartments.findIndex((a) => a.id === id);
      if (index < 0) return notFound;
      const refused = apartmentErrors({ ...data.apartments[index], ...body<Apartment>(req) });
      if (refused) return refused;
      data.apartments[index] = apartmentOf(body(req), id, data.apartments[index]);
      return { status: 200, body: data.apartments[index] };
    },
    'DELETE /api/apartments/:id/': (_req, id) => {
      if (!data.apartments.some((a) => a.id === id)) return notFound;
      data.apartments = data.apartments.filter((a) => a.id !== id);
      return { status: 204 };
    },
    'GET /api/doors/': (req) => ({
      status: 200,
      body: data.doors.filter((door) => door.apartment === queryId(req, 'apartment')),
    }),
    'POST /api/doors/': (req) => {
      const created: Door = {
        id_device: '',
        check_position_code: '',
        channel_device: 0,
        access_code: '',
        description: '',
        instructions: '',
        access_type: 'solo istruzioni',
        ...body<Partial<Door> & Pick<Door, 'name' | 'priority' | 'apartment'>>(req),
        id: (nextId += 1),
        rooms: [],
        language_instructions: [],
      };
      data.doors.push(created);
      return { status: 201, body: created };
    },
    'PUT /api/doors/:id/': (req, id) => {
      const index = data.doors.findIndex((door) => door.id === id);
      if (index < 0) return notFound;
      data.doors[index] = { ...data.doors[index], ...body<Partial<Door>>(req), id };
      return { status: 200, body: data.doors[index] };
    },
    'DELETE /api/doors/:id/': (_req, id) => {
      if (!data.doors.some((door) => door.id === id)) return notFound;
      data.doors = data.doors.filter((door) => door.id !== id);
      return { status: 204 };
    },
    'GET /api/rooms/': (req) => ({
      status: 200,
      body: data.rooms.filter((room) => room.apartment === queryId(req, 'apartment')),
    }),
    'POST /api/rooms/': (req) => {
      const created: Room = { doors: [], ...body<Partial<Room>>(req), id: (nextId += 1) } as Room;
      data.rooms.push(created);
      return { status: 201, body: created };
    },
    'PUT /api/rooms/:id/': (req, id) => {
      const index = data.rooms.findIndex((room) => room.id === id);
      if (index < 0) return notFound;
      data.rooms[index] = { ...data.rooms[index], ...body<Room>(req), id };
      return { status: 200, body: data.rooms[index] };
    },
    'DELETE /api/rooms/:id/': (_req, id) => {
      if (!data.rooms.some((room) => room.id === id)) return notFound;
      data.rooms = data.rooms.filter((room) => room.id !== id);
      return { status: 204 };
    },
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
      const input = body<
        Partial<LanguageInstruction> & Pick<LanguageInstruction, 'door' | 'language'>
      >(req);
      if (data.instructions.some((i) => i.door === input.door && i.language === input.language)) {
        return {
          status: 400,
          body: { non_field_errors: ["Esiste già un'istruzione per questa lingua."] },
        };
      }
      const created = {
        door_name: '',
        text: '',
        ...input,
        id: (nextId += 1),
      } as LanguageInstruction;
      data.instructions.push(created);
      return { status: 201, body: created };
    },
    'PUT /api/language-instructions/:id/': (req, id) => {
      const index = data.instructions.findIndex((item) => item.id === id);
      if (index < 0) return notFound;
      data.instructions[index] = { ...data.instructions[index], ...body(req), id };
      return { status: 200, body: data.instructions[index] };
    },
    'DELETE /api/language-instructions/:id/': (_req, id) => {
      if (!data.instructions.some((item) => item.id === id)) return notFound;
      data.instructions = data.instructions.filter((item) => item.id !== id);
      return { status: 204 };
    },
  };

  const route = async (req: ApiRequest): Promise<Reply | undefined> => {
    const overridden = await override?.(req);
    if (overridden) return overridden;
    const match = /^(.*\/)(\d+)\/$/.exec(req.path);
    const key = match ? `${req.method} ${match[1]}:id/` : `${req.method} ${req.path}`;
    return handlers[key]?.(req, match ? Number(match[2]) : 0);
  };

  // startApiServer looks routes up by 'METHOD /path/': answer every key through `route`.
  const routes = new Proxy({} as Routes, {
    get: (_target, key) =>
      typeof key === 'string' && key !== 'GET /api/csrf/'
        ? async (req: ApiRequest) => (await route(req)) ?? notFound
        : undefined,
  });
  return { routes, data };
}
