import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ApiRequest, Reply, Routes } from '@soglia/api-client/testing';

function toResponse(reply: Reply): Response {
  if (reply === 'hang-up') return HttpResponse.error();
  const { status, body, headers = {} } = reply;
  if (status === 204 || body === undefined) return new HttpResponse(null, { status, headers });
  return HttpResponse.json(body as object, { status, headers });
}

/**
 * msw answers for the calls matching `pattern`, through the routes a fake API gives
 * startApiServer: the stories run the same in-memory API as the tests, so what a story does
 * changes what it shows next. Writes take a moment, as a real server's do, so spinners show.
 */
export function mswRoutes(pattern: string, routes: Routes, writeDelayMs = 400): HttpHandler {
  return http.all(pattern, async ({ request }) => {
    const url = new URL(request.url);
    const req: ApiRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: {},
      body: await request.text(),
    };
    const route = routes[`${req.method} ${req.path}`];
    const reply = typeof route === 'function' ? await route(req) : route;
    if (req.method !== 'GET') await delay(writeDelayMs);
    return toResponse(reply ?? { status: 404, body: { detail: 'Not found.' } });
  });
}
