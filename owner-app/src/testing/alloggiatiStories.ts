import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ApiRequest, Reply } from '@soglia/api-client/testing';
import { alloggiatiApi, type AlloggiatiApiData, type AlloggiatiOverride } from './alloggiatiApi';

// msw answers for the Alloggiati Web stories: the same in-memory API the tests use
// (testing/alloggiatiApi.ts), so Invia, a resolve or a saved account change what the story shows.

const csrf = http.get(
  '/api/csrf/',
  () =>
    new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': 'csrftoken=story; Path=/' } }),
);

function toResponse(reply: Reply): Response {
  if (reply === 'hang-up') return HttpResponse.error();
  const { status, body, headers = {} } = reply;
  if (status === 204 || body === undefined) return new HttpResponse(null, { status, headers });
  const type = headers['Content-Type'];
  if (type && type !== 'application/json') {
    return new HttpResponse(String(body), { status, headers });
  }
  return HttpResponse.json(body as object, { status, headers });
}

/** Every `/api/alloggiati/…` call answered over an in-memory copy of `seed`. */
export function alloggiatiAnswers(
  seed: AlloggiatiApiData,
  override?: AlloggiatiOverride,
): HttpHandler[] {
  const { routes } = alloggiatiApi(seed, override);
  return [
    csrf,
    http.all('/api/alloggiati/*', async ({ request }) => {
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
      // A real service takes a moment: the spinners and disabled buttons show.
      if (req.method !== 'GET') await delay(400);
      return toResponse(reply ?? { status: 404, body: { detail: 'Not found.' } });
    }),
  ];
}

/** One call that never answers (a loading state). */
export const alloggiatiNeverAnswers = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });

/** One call that fails as an unavailable server does. */
export const alloggiatiFails = (path: string) =>
  http.get(path, () => HttpResponse.json({ detail: 'Servizio non disponibile.' }, { status: 503 }));
