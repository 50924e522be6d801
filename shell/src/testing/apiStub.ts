import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from '@soglia/api-client';

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** `[status, body]`, or 'hang-up' to close the socket without any answer. */
export type StubReply = [number, unknown] | 'hang-up';
export type StubRoutes = Record<string, StubReply | ((req: StubRequest) => StubReply)>;

/**
 * A real HTTP server on an ephemeral port standing in for the API; api-client's axios instance
 * points at it. Routes are keyed 'METHOD /path/'. CORS lets jsdom (http://localhost) call it.
 */
export async function startApiStub(routes: StubRoutes) {
  const requests: StubRequest[] = [];
  const server = createServer((req, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', 'http://localhost');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, X-CSRFToken, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const recorded = { method: req.method ?? '', path, headers: req.headers, body };
      requests.push(recorded);
      if (path === '/api/csrf/') {
        res.writeHead(204, { 'Set-Cookie': 'csrftoken=test-csrf; Path=/; SameSite=Lax' }).end();
        return;
      }
      const route = routes[`${recorded.method} ${path}`];
      const reply = typeof route === 'function' ? route(recorded) : route;
      if (reply === 'hang-up') {
        req.socket.destroy();
        return;
      }
      const [status, payload] = reply ?? [404, { detail: 'Not found.' }];
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const previousBaseURL = http.defaults.baseURL;
  http.defaults.baseURL = `http://localhost:${port}`;
  return {
    requests,
    calls: (method: string, path: string) =>
      requests.filter((req) => req.method === method && req.path === path).length,
    close: async () => {
      http.defaults.baseURL = previousBaseURL;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
