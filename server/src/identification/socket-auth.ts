import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionDenied } from '../http';

export const SOCKET_PATH = '/api/identification/socket/';
/** The subprotocol a client offers; the server answers with it. */
export const SOCKET_PROTOCOL = 'soglia.identification.v1';
const TOKEN_PROTOCOL = /^token\.([A-Za-z0-9_-]{16,128})$/;

/**
 * A browser's WebSocket cannot send `Authorization`, so a browser offers its token as a second
 * subprotocol (`new WebSocket(url, ['soglia.identification.v1', 'token.<key>'])`); it becomes the
 * request's `Authorization` before the API's own token check runs (register this first). Other
 * clients may send the header itself. The server never echoes the token protocol back.
 */
export const registerSocketToken = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.authorization || !request.url.startsWith(SOCKET_PATH)) return done();
    const offered = String(request.headers['sec-websocket-protocol'] ?? '').split(',');
    for (const protocol of offered) {
      const match = TOKEN_PROTOCOL.exec(protocol.trim());
      if (match) request.headers.authorization = `Token ${match[1]}`;
    }
    done();
  });
};

/** The options of @fastify/websocket: bounded messages, and only our subprotocol. */
export const websocketOptions = (maxPayload: number) => ({
  options: {
    maxPayload,
    perMessageDeflate: false,
    handleProtocols: (protocols: Set<string>) =>
      protocols.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false,
  },
});

/**
 * A browser sends the page's Origin; only pages of the API's own origin (the app's origin, which
 * forwards /api/*) may open the socket. Clients that are not browsers send none.
 */
export const checkSocketOrigin = async (request: FastifyRequest) => {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host !== request.host) throw permissionDenied();
};
