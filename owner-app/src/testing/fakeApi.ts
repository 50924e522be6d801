import type { ApiRequest, Reply, Routes } from '@soglia/api-client/testing';

/** Answers one call; `id` is the number of a `…/<id>/` path (0 without one). */
export type FakeHandler = (req: ApiRequest, id: number) => Reply | undefined;

/**
 * Answers a call differently (an error, a hang-up) when it returns a reply, or holds it back
 * while its promise is pending.
 */
export type FakeOverride = (req: ApiRequest) => Reply | undefined | Promise<Reply | undefined>;

export const notFound: Reply = { status: 404, body: { detail: 'Not found.' } };

/** The number in the query parameter `name` (a list filtered by apartment, door, …). */
export const queryId = (req: ApiRequest, name: string) => Number(req.query.get(name));

/** The JSON body of a write. */
export const bodyOf = <T>(req: ApiRequest) => JSON.parse(req.body) as T;

/** A POST: `record` joins `list`. */
export function added<T>(list: T[], record: T): Reply {
  list.push(record);
  return { status: 201, body: record };
}

/** A PUT: record `id` of `list` becomes `next(before)`; 404 for an unknown id. */
export function replaced<T extends { id: number }>(
  list: T[],
  id: number,
  next: (before: T) => T,
): Reply {
  const index = list.findIndex((record) => record.id === id);
  if (index < 0) return notFound;
  list[index] = next(list[index]);
  return { status: 200, body: list[index] };
}

/** A DELETE: record `id` leaves `list`; 404 for an unknown id. */
export function removed<T extends { id: number }>(list: T[], id: number): Reply {
  const index = list.findIndex((record) => record.id === id);
  if (index < 0) return notFound;
  list.splice(index, 1);
  return { status: 204 };
}

/**
 * Routes for startApiServer over `handlers` keyed 'METHOD /path/' or 'METHOD /path/:id/':
 * `override` answers first, an unknown call is a 404.
 */
export function fakeRoutes(handlers: Record<string, FakeHandler>, override?: FakeOverride) {
  const route = async (req: ApiRequest): Promise<Reply | undefined> => {
    const overridden = await override?.(req);
    if (overridden) return overridden;
    const match = /^(.*\/)(\d+)\/$/.exec(req.path);
    const key = match ? `${req.method} ${match[1]}:id/` : `${req.method} ${req.path}`;
    return handlers[key]?.(req, match ? Number(match[2]) : 0);
  };

  // startApiServer looks routes up by 'METHOD /path/': answer every key through `route`.
  return new Proxy({} as Routes, {
    get: (_target, key) =>
      typeof key === 'string' && key !== 'GET /api/csrf/'
        ? async (req: ApiRequest) => (await route(req)) ?? notFound
        : undefined,
  });
}

/** One set of routes for the paths under `prefix`, the other for the rest (two fake APIs, one server). */
export function routesByPrefix(prefix: string, under: Routes, otherwise: Routes): Routes {
  return new Proxy({} as Routes, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      const path = key.slice(key.indexOf(' ') + 1);
      return path.startsWith(prefix) ? under[key] : otherwise[key];
    },
  });
}
