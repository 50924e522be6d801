import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type * as WsModule from 'ws';
import type { WebSocket } from 'ws';
import type {
  IdentificationClientMessage,
  IdentificationServerMessage,
} from '@soglia/api-client/realtime';
import { fakeIdentificationApi } from './identificationProtocol';

// Browser-like tests resolve packages for the browser, where `ws` is a stub that throws: its
// Node entry is loaded by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { WebSocketServer } = require(
  join(dirname(require.resolve('ws/package.json')), 'index.js'),
) as typeof WsModule;

export type IdentificationServer = Awaited<ReturnType<typeof startIdentificationServer>>;

/**
 * A real WebSocket server speaking the identification socket's protocol to the console's tabs,
 * standing in for the API and the guest's phone (`fakeIdentificationApi`); it records what the
 * tabs send.
 */
export async function startIdentificationServer() {
  const http = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({
    server: http,
    path: '/api/identification/socket/',
    handleProtocols: (protocols) =>
      protocols.has('soglia.identification.v1') ? 'soglia.identification.v1' : false,
  });
  const tabs = new Set<WebSocket>();
  const received: IdentificationClientMessage[] = [];
  const tokens: string[] = [];
  const waiting: { type: string; resolve: (m: IdentificationClientMessage) => void }[] = [];

  const sendTo = (tab: WebSocket) => (message: IdentificationServerMessage) => {
    if (tab.readyState === tab.OPEN) tab.send(JSON.stringify(message));
  };
  const broadcast = (message: IdentificationServerMessage) => {
    for (const tab of tabs) sendTo(tab)(message);
  };
  const api = fakeIdentificationApi(broadcast);

  wss.on('connection', (tab, request) => {
    const offered = String(request.headers['sec-websocket-protocol'] ?? '');
    const token = /token\.([^,\s]+)/.exec(offered)?.[1];
    if (token) tokens.push(token);
    tabs.add(tab);
    tab.on('close', () => tabs.delete(tab));
    tab.on('message', (data) => {
      const message = JSON.parse(String(data)) as IdentificationClientMessage;
      received.push(message);
      for (const w of waiting.filter((candidate) => candidate.type === message.type)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(message);
      }
      api.handle(message, sendTo(tab));
    });
    api.greet(sendTo(tab));
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    ...api,
    /** The API's origin, for the socket's `baseUrl`. */
    url: `http://localhost:${port}`,
    /** Every message the console sent, in order. */
    received,
    /** The token each tab signed in with. */
    tokens,
    /** Resolves once some tab is connected. */
    async connected() {
      while (tabs.size === 0) await new Promise((ok) => setTimeout(ok, 10));
    },
    /** The next message of `type` the console sends. */
    next<T extends IdentificationClientMessage['type']>(type: T) {
      return new Promise<Extract<IdentificationClientMessage, { type: T }>>((resolve) => {
        waiting.push({ type, resolve: resolve as (m: IdentificationClientMessage) => void });
      });
    },
    async close() {
      for (const tab of tabs) tab.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
