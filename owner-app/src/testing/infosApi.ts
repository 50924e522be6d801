import type { InfoEntry, LanguageInformation } from '@soglia/api-client';
import type { ApiRequest, Reply, Routes } from '@soglia/api-client/testing';

import type { InfosApiData } from './infosFixtures';

type Handler = (req: ApiRequest, id: number) => Reply | undefined;

/**
 * The Informazioni calls of the API over an in-memory copy of `seed`, as routes for
 * startApiServer: lists filtered by their query, writes that change what the next list answers,
 * 404 for unknown ids. `override` answers a call differently (an error, a hang-up) when it
 * returns a reply, or holds it back while its promise is pending. Screen tests use it to follow a host through several steps.
 */
export type Override = (req: ApiRequest) => Reply | undefined | Promise<Reply | undefined>;

export function infosApi(seed: InfosApiData, override?: Override) {
  const data: InfosApiData = JSON.parse(JSON.stringify(seed)) as InfosApiData;
  let nextId = 1000;
  const notFound: Reply = { status: 404, body: { detail: 'Not found.' } };
  const roomName = (room: number | null) => data.rooms.find((r) => r.id === room)?.name ?? '';
  const queryId = (req: ApiRequest, name: string) => Number(req.query.get(name));

  const infoOf = (body: Omit<InfoEntry, 'id' | 'room_name'>, id: number): InfoEntry => ({
    ...body,
    id,
    room: body.room ?? null,
    room_name: roomName(body.room ?? null),
  });

  const handlers: Record<string, Handler> = {
    'GET /api/apartments/': () => ({ status: 200, body: data.apartments }),
    'GET /api/rooms/': (req) => ({
      status: 200,
      body: data.rooms.filter((room) => room.apartment === queryId(req, 'apartment')),
    }),
    'GET /api/apartment-info/': (req) => ({
      status: 200,
      body: data.infos.filter((info) => info.apartment === queryId(req, 'apartment')),
    }),
    'POST /api/apartment-info/': (req) => {
      const created = infoOf(JSON.parse(req.body), (nextId += 1));
      data.infos.push(created);
      return { status: 201, body: created };
    },
    'PUT /api/apartment-info/:id/': (req, id) => {
      const index = data.infos.findIndex((info) => info.id === id);
      if (index < 0) return notFound;
      data.infos[index] = infoOf(JSON.parse(req.body), id);
      return { status: 200, body: data.infos[index] };
    },
    'DELETE /api/apartment-info/:id/': (_req, id) => {
      if (!data.infos.some((info) => info.id === id)) return notFound;
      data.infos = data.infos.filter((info) => info.id !== id);
      return { status: 204 };
    },
    'GET /api/language-informations/': (req) => ({
      status: 200,
      body: data.translations.filter((t) => t.apartment_info === queryId(req, 'apartment_info')),
    }),
    'POST /api/language-informations/': (req) => {
      const body = JSON.parse(req.body) as Omit<LanguageInformation, 'id'>;
      const taken = data.translations.some(
        (t) => t.apartment_info === body.apartment_info && t.language === body.language,
      );
      if (taken) {
        return {
          status: 400,
          body: { language: ["Esiste già un'informazione per questa lingua."] },
        };
      }
      const created = { ...body, id: (nextId += 1) };
      data.translations.push(created);
      return { status: 201, body: created };
    },
    'PUT /api/language-informations/:id/': (req, id) => {
      const index = data.translations.findIndex((t) => t.id === id);
      if (index < 0) return notFound;
      const { title, info } = JSON.parse(req.body) as LanguageInformation;
      data.translations[index] = { ...data.translations[index], title, info };
      return { status: 200, body: data.translations[index] };
    },
    'DELETE /api/language-informations/:id/': (_req, id) => {
      if (!data.translations.some((t) => t.id === id)) return notFound;
      data.translations = data.translations.filter((t) => t.id !== id);
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
