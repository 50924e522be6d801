import type { InfoEntry, LanguageInformation } from '@soglia/api-client';
import type { ApiRequest } from '@soglia/api-client/testing';
import {
  added,
  bodyOf,
  fakeRoutes,
  queryId,
  removed,
  replaced,
  type FakeHandler,
  type FakeOverride,
} from './fakeApi';
import type { GuidebookApiData } from './guidebookFixtures';

/**
 * Answers a call differently (an error, a hang-up) when it returns a reply, or holds it back
 * while its promise is pending. Screen tests use it to follow a host through several steps.
 */
export type Override = FakeOverride;

/**
 * The Informazioni calls of the API over an in-memory copy of `seed`, as routes for
 * startApiServer: lists filtered by their query, writes that change what the next list answers,
 * 404 for unknown ids.
 */
export function guidebookApi(seed: GuidebookApiData, override?: Override) {
  const data: GuidebookApiData = JSON.parse(JSON.stringify(seed)) as GuidebookApiData;
  let nextId = 1000;
  const roomName = (room: number | null) => data.rooms.find((r) => r.id === room)?.name ?? '';

  const infoOf = (req: ApiRequest, id: number): InfoEntry => {
    const body = bodyOf<Omit<InfoEntry, 'id' | 'room_name'>>(req);
    return { ...body, id, room: body.room ?? null, room_name: roomName(body.room ?? null) };
  };

  const handlers: Record<string, FakeHandler> = {
    'GET /api/apartments/': () => ({ status: 200, body: data.apartments }),
    'GET /api/rooms/': (req) => ({
      status: 200,
      body: data.rooms.filter((room) => room.apartment === queryId(req, 'apartment')),
    }),
    'GET /api/apartment-info/': (req) => ({
      status: 200,
      body: data.entries.filter((info) => info.apartment === queryId(req, 'apartment')),
    }),
    'POST /api/apartment-info/': (req) => added(data.entries, infoOf(req, (nextId += 1))),
    'PUT /api/apartment-info/:id/': (req, id) => replaced(data.entries, id, () => infoOf(req, id)),
    'DELETE /api/apartment-info/:id/': (_req, id) => removed(data.entries, id),
    'GET /api/language-informations/': (req) => ({
      status: 200,
      body: data.translations.filter((t) => t.apartment_info === queryId(req, 'apartment_info')),
    }),
    'POST /api/language-informations/': (req) => {
      const body = bodyOf<Omit<LanguageInformation, 'id'>>(req);
      const taken = data.translations.some(
        (t) => t.apartment_info === body.apartment_info && t.language === body.language,
      );
      if (taken) {
        return {
          status: 400,
          body: { language: ["Esiste già un'informazione per questa lingua."] },
        };
      }
      return added(data.translations, { ...body, id: (nextId += 1) });
    },
    'PUT /api/language-informations/:id/': (req, id) => {
      const { title, info } = bodyOf<LanguageInformation>(req);
      return replaced(data.translations, id, (before) => ({ ...before, title, info }));
    },
    'DELETE /api/language-informations/:id/': (_req, id) => removed(data.translations, id),
  };

  return { routes: fakeRoutes(handlers, override), data };
}
