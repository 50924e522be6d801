import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from '../http';

export interface ApiRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A JSON answer (no body: empty response), or 'hang-up' to drop the socket without answering. */
export type Reply =
  { status: number; body?: unknown; headers?: Record<string, string> } | 'hang-up';
export type Route = Reply | ((req: ApiRequest) => Reply | Promise<Reply>);
/** Keyed 'METHOD /path/', e.g. 'GET /api/apartments/'. */
export type Routes = Record<string, Route>;

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

// Like the real server: GET /api/csrf/ sets the cookie unsafe methods must echo.
const csrfReply: Reply = {
  status: 204,
  headers: { 'Set-Cookie': 'csrftoken=test-csrf; Path=/; SameSite=Lax' },
};

/**
 * A real HTTP server on an ephemeral port standing in for the API; api-client's axios instance
 * points at it until close(). Unknown routes answer 404. jsdom's XHR applies CORS, so it answers
 * preflights and sends the headers a credentialed cross-origin call needs.
 */
export async function startApiServer(routes: Routes) {
  const requests: ApiRequest[] = [];
  const server = createServer((req, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? 'http://localhost');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, X-CSRFToken, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    // Same-origin behind the shell, where a client reads it; cross-origin here.
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', async () => {
      const [path, search = ''] = (req.url ?? '/').split('?');
      const query = new URLSearchParams(search);
      const recorded = { method: req.method ?? '', path, query, headers: req.headers, body };
      requests.push(recorded);
      const key = `${recorded.method} ${path}`;
      const route = routes[key] ?? (key === 'GET /api/csrf/' ? csrfReply : undefined);
      const reply = typeof route === 'function' ? await route(recorded) : route;
      if (reply === 'hang-up') {
        req.socket.destroy();
        return;
      }
      const {
        status,
        body: payload,
        headers,
      } = reply ?? { status: 404, body: { detail: 'Not found.', code: 'not_found' } };
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const previousBaseURL = http.defaults.baseURL;
  http.defaults.baseURL = url;
  return {
    url,
    /** The Node server itself, e.g. for a `WebSocketServer({ server })` on the same origin. */
    server,
    /** Every request received, in order (clear with `requests.length = 0`). */
    requests,
    /** The requests as 'METHOD /path/' strings. */
    calls: () => requests.map((req) => `${req.method} ${req.path}`),
    close: async () => {
      http.defaults.baseURL = previousBaseURL;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
