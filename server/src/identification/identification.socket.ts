import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
// The route option `websocket` and the socket handler's types.
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { requireAuth } from '../auth';
import { HttpError, MESSAGES as HTTP_MESSAGES, notFound } from '../http';
import type { Bus, BusMessage } from '../realtime';
import {
  clientMessage,
  GUEST_MESSAGES,
  OWNER_MESSAGES,
  type ClientMessage,
} from './identification.messages';
import type { CallRow } from './identification.repository';
import type { Delivery, IdentificationService, Party } from './identification.service';
import { checkSocketOrigin, SOCKET_PATH } from './socket-auth';
import { staySummary } from './stay-summary';

/** Per socket: a burst of this many messages, then this many a second (ICE trickles in bursts). */
const BURST = 120;
const PER_SECOND = 20;
const KEEPALIVE_MS = 30_000;
/** Close codes of the socket (4000–4999 are the application's). */
export const CLOSE = { signedOut: 4401, tooMany: 4429 } as const;

interface Connection {
  party: Party;
  tokenId: number;
  socket: WebSocket;
  ip: string;
  /** The calls this tab was told are ringing (a ring reaches it once, from the bus or on connect). */
  rung: Set<number>;
}

const send = (socket: WebSocket, msg: object) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
};

/** `{type: "error", code, detail}` as the API's error bodies, with the client's `ref`. */
const errorMessage = (error: unknown, ref?: string) => {
  if (error instanceof HttpError) return { type: 'error', ref, ...error.body };
  return { type: 'error', ref, code: 'server_error', detail: HTTP_MESSAGES.serverError };
};

/**
 * The identification socket: one per tab, signed in like every API call. Each message is
 * checked (shape, size, rate, who may send it) and handed to the service; what the service
 * publishes on the bus reaches the sockets this process holds.
 */
export const identificationSocket = (
  app: FastifyInstance,
  service: IdentificationService,
  bus: Bus,
) => {
  const processTag = crypto.randomBytes(6).toString('hex');
  let counter = 0;
  const connections = new Map<string, Connection>();
  const closing = new Set<Promise<void>>();

  const targets = ({ to }: Delivery) =>
    [...connections.entries()].filter(
      ([id, { party }]) =>
        id === to.socket ||
        (to.owner !== undefined && party.kind === 'owner' && party.ownerId === to.owner) ||
        (to.profile !== undefined && party.kind === 'guest' && party.profileId === to.profile),
    );

  /** What a host tab shows of a ringing call: the door, when it started, the stay's guests. */
  const ringingMessage = async (call: CallRow) => ({
    type: 'call.ringing',
    call_id: call.id,
    door_name: await service.repo.doorName(call.ownerId, call.doorId),
    created_at: call.createdAt.toISOString(),
    stay: await staySummary(service.repo, call.ownerId, call.checkinProfileId),
  });

  const ring = (conn: Connection, callId: number, msg: object) => {
    if (conn.rung.has(callId)) return;
    conn.rung.add(callId);
    send(conn.socket, msg);
  };

  const onBus = async (message: BusMessage) => {
    if (message.type !== 'deliver') return;
    const delivery = message as unknown as Delivery;
    const local = targets(delivery);
    if (local.length === 0) return;
    // The ring names ids only on the bus; the stay is read here, for this process's tabs.
    if (delivery.msg.type === 'call.ringing') {
      const call = await service.repo.call(Number(delivery.msg.call_id));
      if (!call || call.status !== 'ringing') return;
      const msg = await ringingMessage(call);
      for (const [, conn] of local) ring(conn, call.id, msg);
      return;
    }
    for (const [, { socket }] of local) send(socket, delivery.msg);
  };

  /** A host tab opened while guests are ringing hears those rings at once. */
  const ringOpenCalls = async (conn: Connection, ownerId: number) => {
    const calls = await service.repo.ringingFor(ownerId);
    for (const call of calls) ring(conn, call.id, await ringingMessage(call));
  };
  const unsubscribe = bus.subscribe((message) => {
    onBus(message).catch((error: Error) => app.log.warn(`identification: ${error.message}`));
  });

  const handle = async (conn: Connection, message: ClientMessage) => {
    const { party } = conn;
    const allowed = party.kind === 'owner' ? OWNER_MESSAGES : GUEST_MESSAGES;
    if (!allowed.has(message.type)) {
      return send(
        conn.socket,
        errorMessage(
          new HttpError(403, { detail: HTTP_MESSAGES.permissionDenied, code: 'permission_denied' }),
          message.ref,
        ),
      );
    }
    if (message.type === 'ping') return send(conn.socket, { type: 'pong', ref: message.ref });
    if (message.type !== 'signal' && !(await service.repo.tokenExists(conn.tokenId))) {
      send(conn.socket, {
        type: 'error',
        ref: message.ref,
        code: 'invalid_token',
        detail: HTTP_MESSAGES.invalidToken,
      });
      return conn.socket.close(CLOSE.signedOut, 'signed out');
    }
    const ref = message.ref;
    switch (message.type) {
      case 'call.start': {
        if (party.kind !== 'guest') return;
        const call = await service.startCall(party, {
          doorId: message.door_id,
          cpc: message.cpc,
          ip: conn.ip,
        });
        return send(conn.socket, {
          type: 'call.started',
          ref,
          call_id: call.id,
          ring_seconds: call.ringSeconds,
        });
      }
      case 'call.back': {
        if (party.kind !== 'owner') return;
        const call = await service.callBack(party, message.profile_id);
        return send(conn.socket, {
          type: 'call.started',
          ref,
          call_id: call.id,
          ring_seconds: call.ringSeconds,
        });
      }
      case 'call.answer':
        await service.answer(party, message.call_id);
        return;
      case 'call.end':
        await service.end(party, message.call_id);
        return;
      case 'signal':
        await service.relay(party, message.call_id, {
          description: message.description,
          candidate: message.candidate,
        });
        return;
      case 'guest.confirm': {
        if (party.kind !== 'owner') return;
        const call = await service.confirmGuest(
          party,
          message.call_id,
          message.registration_id,
          message.outcome,
        );
        const stay = await staySummary(service.repo, party.ownerId, call.checkinProfileId);
        return send(conn.socket, { type: 'guest.confirmed.ok', ref, stay });
      }
    }
  };

  app.route({
    method: 'GET',
    url: SOCKET_PATH,
    onRequest: checkSocketOrigin,
    preValidation: requireAuth,
    // A plain GET (no upgrade) is answered like any missing path.
    handler: async () => {
      throw notFound();
    },
    wsHandler: (socket, request) => {
      const auth = request.auth!;
      const socketId = `${processTag}:${(counter += 1)}`;
      const party: Party =
        auth.kind === 'owner'
          ? { kind: 'owner', ownerId: auth.ownerId, socketId }
          : { kind: 'guest', ownerId: auth.ownerId, profileId: auth.profileId, socketId };
      const conn: Connection = {
        party,
        tokenId: auth.tokenId,
        socket,
        ip: request.ip,
        rung: new Set(),
      };
      connections.set(socketId, conn);

      let tokens = BURST;
      let refilled = Date.now();
      let queue: Promise<void> = Promise.resolve();
      let alive = true;
      const keepalive = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, KEEPALIVE_MS);
      keepalive.unref();
      socket.on('pong', () => {
        alive = true;
      });

      socket.on('message', (data, isBinary) => {
        const now = Date.now();
        tokens = Math.min(BURST, tokens + ((now - refilled) / 1000) * PER_SECOND);
        refilled = now;
        if (tokens < 1) {
          send(socket, {
            type: 'error',
            code: 'throttled',
            detail: 'Too many messages: slow down.',
          });
          if (tokens < -BURST) socket.close(CLOSE.tooMany, 'too many messages');
          tokens -= 1;
          return;
        }
        tokens -= 1;
        let parsed: ReturnType<typeof clientMessage.safeParse>;
        try {
          parsed = isBinary
            ? clientMessage.safeParse(null)
            : clientMessage.safeParse(JSON.parse(String(data)));
        } catch {
          parsed = clientMessage.safeParse(null);
        }
        if (!parsed.success) {
          return send(socket, {
            type: 'error',
            code: 'bad_request',
            detail: 'Not a message this socket takes.',
          });
        }
        const message = parsed.data;
        // One message after the other: an offer is relayed before the candidates that follow it.
        queue = queue.then(() =>
          handle(conn, message).catch((error: unknown) => {
            if (!(error instanceof HttpError)) app.log.error(error);
            send(socket, errorMessage(error, message.ref));
          }),
        );
      });

      socket.on('close', () => {
        clearInterval(keepalive);
        connections.delete(socketId);
        const done = queue
          .then(() => service.socketClosed(socketId))
          .catch((error: Error) => app.log.warn(`identification: ${error.message}`))
          .finally(() => closing.delete(done));
        closing.add(done);
      });

      send(socket, {
        type: 'hello',
        kind: party.kind,
        ring_seconds: app.config.identification.ringSeconds,
      });
      if (party.kind === 'owner') {
        ringOpenCalls(conn, party.ownerId).catch((error: Error) =>
          app.log.warn(`identification: ${error.message}`),
        );
      }
    },
  });

  return {
    /** Waits for the closed sockets' calls to be ended, before the database goes. */
    async close() {
      unsubscribe();
      await Promise.all([...closing]);
    },
  };
};
