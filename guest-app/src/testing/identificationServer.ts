import type { Server } from 'node:http';
// Tests importing this file run with the 'node' export condition (see their docblock): under
// jsdom's 'browser' condition the ws package is only a stub that throws.
import { WebSocketServer, type WebSocket } from 'ws';
import type {
  IdentificationClientMessage,
  IdentificationServerMessage,
} from '@soglia/api-client/realtime';

export type CallStartReply =
  { call_id: number; ring_seconds?: number } | { error: { code: string; detail: string } };

export interface IdentificationServerOptions {
  /** The API's test server (startApiServer's `server`): the socket shares its origin. */
  server: Server;
  /** The token a guest must offer (as the `token.<key>` subprotocol). */
  token: string;
  /** How a `call.start` is answered. Default: call 51, ringing 120 s. */
  onCallStart?: (
    message: Extract<IdentificationClientMessage, { type: 'call.start' }>,
  ) => CallStartReply;
}

/**
 * The guest's side of GET /api/identification/socket/ as the server speaks it, on a real
 * WebSocket (docs/api.md § Identification at the door): the subprotocol sign-in, `hello`,
 * answers to `call.start` by `ref`; the test plays the host by pushing messages.
 */
export function startIdentificationServer({
  server,
  token,
  onCallStart,
}: IdentificationServerOptions) {
  const received: IdentificationClientMessage[] = [];
  const waiters: Array<() => void> = [];
  const sockets = new Set<WebSocket>();
  // Sockets of an earlier test, still closing: never the one a test waits for.
  const earlier = new WeakSet<WebSocket>();
  const wss = new WebSocketServer({
    server,
    path: '/api/identification/socket/',
    handleProtocols: (protocols) =>
      protocols.has('soglia.identification.v1') ? 'soglia.identification.v1' : false,
    verifyClient: ({ req }, done) => {
      const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(/,\s*/);
      done(offered.includes(`token.${token}`), 401);
    },
  });
  const send = (socket: WebSocket, message: IdentificationServerMessage) =>
    socket.send(JSON.stringify(message));

  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    send(socket, { type: 'hello', kind: 'guest', ring_seconds: 120 });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as IdentificationClientMessage;
      if (earlier.has(socket)) return;
      received.push(message);
      for (const wake of waiters.splice(0)) wake();
      if (message.type !== 'call.start') return;
      const reply = onCallStart?.(message) ?? { call_id: 51 };
      if ('error' in reply) {
        socket.send(JSON.stringify({ type: 'error', ref: message.ref, ...reply.error }));
      } else {
        send(socket, {
          type: 'call.started',
          ref: message.ref,
          call_id: reply.call_id,
          ring_seconds: reply.ring_seconds ?? 120,
        });
      }
    });
  });

  /** Resolves with the first message received of `type` (from now or already received). */
  const nextOf = async <T extends IdentificationClientMessage['type']>(type: T, after = 0) => {
    for (;;) {
      const found = received.slice(after).find((message) => message.type === type);
      if (found) return found as Extract<IdentificationClientMessage, { type: T }>;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };

  return {
    received,
    nextOf,
    /** The messages of one type, without their refs. */
    sent: (type: IdentificationClientMessage['type']) =>
      received
        .filter((message) => message.type === type)
        .map(({ ref: _ref, ...message }) => message),
    /** The host's side: a message to every open guest socket. */
    push(message: IdentificationServerMessage) {
      for (const socket of sockets) if (!earlier.has(socket)) send(socket, message);
    },
    openSockets: () => [...sockets].filter((socket) => !earlier.has(socket)).length,
    /** Resolves once a guest socket opened since `reset` is there (and has had `hello`). */
    async connected() {
      while (![...sockets].some((socket) => !earlier.has(socket))) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** Between tests: forgets the messages received and the sockets open so far. */
    reset() {
      received.length = 0;
      for (const socket of sockets) earlier.add(socket);
    },
    /** Drops every connection, as a network that goes away. */
    dropAll() {
      for (const socket of sockets) socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}

export type IdentificationServer = ReturnType<typeof startIdentificationServer>;
