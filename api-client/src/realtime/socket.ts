import { getStoredToken } from '../auth-token';
import { http } from '../http';
import {
  IDENTIFICATION_SOCKET_PATH,
  identificationSocketProtocols,
} from '../resources/identification';
import type { IdentificationClientMessage, IdentificationServerMessage } from './messages';

export type SocketState = 'connecting' | 'open' | 'offline' | 'signed-out' | 'closed';

/** An error the server answered a message with (`{"type": "error", code, detail}`). */
export class IdentificationError extends Error {
  readonly code: string;
  readonly body: Record<string, unknown>;
  constructor(body: { code: string; detail: string; [field: string]: unknown }) {
    super(body.detail);
    this.name = 'IdentificationError';
    this.code = body.code;
    this.body = body;
  }
}

export interface IdentificationSocketOptions {
  /** Defaults to the stored token. */
  token?: string;
  /** The API's origin (`http(s)://…`); defaults to api-client's base URL, else the page's. */
  baseUrl?: string;
  /** The WebSocket class (tests in Node pass the global one; browsers have it). */
  WebSocketImpl?: typeof WebSocket;
  /** Reconnects after a drop, waiting 1 s, 2 s, 4 s … up to this (default 15 s). */
  maxRetryMs?: number;
  /** How long `request` waits for its answer (default 10 s). */
  requestTimeoutMs?: number;
}

export interface IdentificationSocket {
  readonly state: SocketState;
  /** Sends now, or once the socket is open (messages wait while it connects). */
  send(message: IdentificationClientMessage): void;
  /** Sends with a fresh `ref` and resolves with the answer carrying it (rejects on its error). */
  request(message: IdentificationClientMessage): Promise<IdentificationServerMessage>;
  /** Every message from the server; returns the unsubscribe. */
  subscribe(listener: (message: IdentificationServerMessage) => void): () => void;
  onState(listener: (state: SocketState) => void): () => void;
  close(): void;
}

const CLOSE_SIGNED_OUT = 4401;

function socketUrl(baseUrl: string | undefined): string {
  const base =
    baseUrl ||
    http.defaults.baseURL ||
    (typeof location !== 'undefined' ? location.origin : 'http://localhost');
  const url = new URL(IDENTIFICATION_SOCKET_PATH, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The identification socket of a signed-in tab: typed messages, answers matched by `ref`,
 * messages queued while it connects, and reconnection after a drop (not after a sign-out).
 */
export function openIdentificationSocket(
  options: IdentificationSocketOptions = {},
): IdentificationSocket {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const maxRetryMs = options.maxRetryMs ?? 15_000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const listeners = new Set<(message: IdentificationServerMessage) => void>();
  const stateListeners = new Set<(state: SocketState) => void>();
  const pending = new Map<
    string,
    { resolve: (m: IdentificationServerMessage) => void; reject: (e: Error) => void }
  >();
  const outbox: string[] = [];
  let state: SocketState = 'connecting';
  let socket: WebSocket | null = null;
  let retryMs = 1000;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refs = 0;

  const setState = (next: SocketState) => {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  };

  const failPending = (error: Error) => {
    for (const [, p] of pending) p.reject(error);
    pending.clear();
  };

  const connect = () => {
    const token = options.token ?? getStoredToken();
    if (!token) {
      setState('signed-out');
      return;
    }
    setState('connecting');
    const ws = new Impl(socketUrl(options.baseUrl), identificationSocketProtocols(token));
    socket = ws;
    ws.onopen = () => {
      retryMs = 1000;
      setState('open');
      for (const data of outbox.splice(0)) ws.send(data);
    };
    ws.onmessage = (event: MessageEvent) => {
      let message: IdentificationServerMessage;
      try {
        message = JSON.parse(String(event.data)) as IdentificationServerMessage;
      } catch {
        return;
      }
      const ref = 'ref' in message ? message.ref : undefined;
      const waiting = ref === undefined ? undefined : pending.get(ref);
      if (waiting && ref !== undefined) {
        pending.delete(ref);
        if (message.type === 'error') waiting.reject(new IdentificationError(message));
        else waiting.resolve(message);
      }
      for (const listener of [...listeners]) listener(message);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      failPending(new IdentificationError({ code: 'offline', detail: 'The connection dropped.' }));
      if (state === 'closed') return;
      if (event.code === CLOSE_SIGNED_OUT) {
        setState('signed-out');
        return;
      }
      setState('offline');
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, maxRetryMs);
    };
  };

  const send = (message: IdentificationClientMessage) => {
    const data = JSON.stringify(message);
    if (socket && state === 'open') socket.send(data);
    else if (state !== 'closed' && state !== 'signed-out') outbox.push(data);
  };

  connect();

  return {
    get state() {
      return state;
    },
    send,
    request(message) {
      if (state === 'closed' || state === 'signed-out') {
        return Promise.reject(
          new IdentificationError({ code: 'offline', detail: 'The connection is closed.' }),
        );
      }
      refs += 1;
      const ref = `r${refs}`;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(ref);
          reject(new IdentificationError({ code: 'timeout', detail: 'No answer in time.' }));
        }, requestTimeoutMs);
        pending.set(ref, {
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        send({ ...message, ref });
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close() {
      setState('closed');
      clearTimeout(retryTimer);
      failPending(
        new IdentificationError({ code: 'offline', detail: 'The connection is closed.' }),
      );
      outbox.length = 0;
      socket?.close(1000);
      socket = null;
    },
  };
}
