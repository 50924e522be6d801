import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from '@soglia/api-client';

export interface Reply {
  status: number;
  body?: unknown;
}
export type Route = (req: IncomingMessage) => Reply | Promise<Reply>;

/**
 * A real HTTP server on an ephemeral port standing in for the API. jsdom's XHR applies CORS,
 * so it answers preflights and sends the CORS headers a cross-origin browser call needs.
 */
export async function startApiServer(routes: Record<string, Route>) {
  const calls: string[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    // The api-client sends credentials, so the origin is echoed instead of '*'.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? 'http://localhost');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, X-CSRFToken, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    calls.push(key);
    const route = routes[key];
    const reply = route ? await route(req) : { status: 404, body: { detail: 'Not found.' } };
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const previousBaseURL = http.defaults.baseURL;
  http.defaults.baseURL = `http://127.0.0.1:${port}`;
  return {
    calls,
    close: async () => {
      http.defaults.baseURL = previousBaseURL;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
