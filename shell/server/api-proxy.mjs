// /api/* and /media/* go to the one configured API origin, and nothing else goes anywhere.
// @fastify/http-proxy resolves every destination against that origin and refuses targets that
// would leave it or its prefix (absolute URLs, `//host`, `..` also when percent-encoded).
// WebSocket upgrades of /api/* are forwarded as they are, byte for byte (forwardWebSockets).
import httpProxy from '@fastify/http-proxy';
import { request as httpRequest, ServerResponse, STATUS_CODES } from 'node:http';
import { request as httpsRequest } from 'node:https';

export const PROXIED_PREFIXES = ['/api', '/media'];

// Fixed texts: what went wrong upstream (refused, reset, timed out, not HTTP) is for the log,
// never for the client.
export const UPSTREAM_ERROR = {
  detail: 'API non raggiungibile, riprova tra poco. / The API is unreachable, try again shortly.',
};
export const BAD_REQUEST = { detail: 'Richiesta non valida. / Bad request.' };

/**
 * The API trusts exactly one proxy hop: this one. Whatever X-Forwarded-* or Forwarded a client
 * sent is dropped, and the address is the client's own socket.
 */
function forwardedHeaders(request, headers) {
  return forwardedFrom(request.raw, headers);
}

/** `headers` without the client's X-Forwarded-* and with this hop's, from the raw request. */
function forwardedFrom(raw, headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-')) continue;
    out[name] = value;
  }
  out['x-forwarded-for'] = raw.socket.remoteAddress ?? '';
  out['x-forwarded-proto'] = raw.socket.encrypted ? 'https' : 'http';
  if (raw.headers.host) out['x-forwarded-host'] = raw.headers.host;
  return out;
}

// Per-connection headers of the API's answer describe the shell's connection to the API, not the
// client's to the shell (a copied `connection: keep-alive` would hold a client socket open after
// it asked to close).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function answerHeaders(headers) {
  const out = { ...headers };
  for (const name of String(headers.connection ?? '').split(','))
    delete out[name.trim().toLowerCase()];
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
}

function upstreamFailed(reply, { error }) {
  reply.log.warn({ err: error }, 'API request failed');
  reply.code(502).type('application/json; charset=utf-8').send(UPSTREAM_ERROR);
}

/** Registers the two proxied prefixes on `app` (an encapsulated scope of the shell server). */
export async function apiProxy(app, { upstream }) {
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      reply.code(400).type('application/json; charset=utf-8').send(BAD_REQUEST);
      return;
    }
    upstreamFailed(reply, { error });
  });
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        rewriteHeaders: answerHeaders,
        onError: upstreamFailed,
        // The API's answer, 503 included, goes to the client as it is: no retries here.
        retryDelay: () => null,
      },
    });
  }
  forwardWebSockets(app, { upstream });
}

// --- WebSocket upgrades --------------------------------------------------------------------------
// Forwarded at the socket level rather than with @fastify/http-proxy's `websocket` option, which
// accepts the client's socket itself and then opens a second one to the API: it offers the API
// only the subprotocol it picked (the `token.<key>` one a browser signs in with is lost), sends
// neither Origin nor X-Forwarded-*, and turns the API's refusals (401, 403) into an open socket
// that closes. Here the API's own answer, 101 or a refusal, goes back to the client as it is.

const WEBSOCKET_PREFIX = '/api/';
/** How long the API may take to answer the handshake. */
const HANDSHAKE_TIMEOUT_MS = 10_000;

/** Whether Node should hand this request to the 'upgrade' listener (a WebSocket to /api/*). */
export function isApiWebSocket(request) {
  return (
    String(request.headers.upgrade ?? '').toLowerCase() === 'websocket' &&
    request.method === 'GET' &&
    String(request.url ?? '').startsWith(WEBSOCKET_PREFIX)
  );
}

/**
 * The request target when it stays under /api/ on the API's origin, else null: the checks
 * @fastify/http-proxy applies to every other request (no `..` segment, also percent-encoded or
 * with backslashes; no control characters).
 */
function upgradeTarget(url, base) {
  const pathname = url.split('?', 1)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (/[\0\t\n\r]/.test(decoded)) return null;
  if (decoded.replaceAll('\\', '/').split('/').includes('..')) return null;
  const target = new URL(url, base);
  if (target.origin !== base.origin || !target.pathname.startsWith(WEBSOCKET_PREFIX)) return null;
  return `${target.pathname}${target.search}`;
}

const UPGRADE_HOP_BY_HOP = new Set([...HOP_BY_HOP, 'host']);

/** An HTTP answer on a socket that asked for an upgrade; the socket closes after it. */
function replyOn(request, socket) {
  const reply = new ServerResponse(request);
  reply.assignSocket(socket);
  reply.shouldKeepAlive = false;
  reply.on('finish', () => socket.destroy());
  return reply;
}

function answerOnSocket(request, socket, status, body) {
  replyOn(request, socket)
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}

/** The 101 answer's head as the API wrote it (subprotocol, Sec-WebSocket-Accept, extensions). */
function switchingHead(answer) {
  const lines = [`HTTP/1.1 101 ${answer.statusMessage || STATUS_CODES[101]}`];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Forwards WebSocket upgrades of /api/* to the API: the handshake goes with the client's headers
 * (Origin, Sec-WebSocket-Protocol with every offered subprotocol, Authorization) and this hop's
 * X-Forwarded-*, then both sockets are piped until either closes. The server must let Node hand
 * only such requests to 'upgrade' (createShellServer's `shouldUpgradeCallback: isApiWebSocket`).
 */
export function forwardWebSockets(app, { upstream }) {
  const base = new URL(upstream);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const open = new Set();

  app.server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    // Node before 24.9 ignores shouldUpgradeCallback: anything else is an ordinary request.
    if (!isApiWebSocket(request)) {
      app.routing(request, replyOn(request, socket));
      return;
    }
    const target = upgradeTarget(request.url, base);
    if (target === null) {
      answerOnSocket(request, socket, 400, BAD_REQUEST);
      return;
    }
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!UPGRADE_HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const handshake = send({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method: 'GET',
      path: target,
      headers: { ...forwardedFrom(request, headers), connection: 'Upgrade', upgrade: 'websocket' },
      timeout: HANDSHAKE_TIMEOUT_MS,
    });
    const clientLeft = () => handshake.destroy();
    socket.once('close', clientLeft);
    handshake.on('timeout', () => handshake.destroy(new Error('WebSocket handshake timed out')));
    handshake.on('error', (error) => {
      if (socket.destroyed) return;
      app.log.warn({ err: error }, 'API WebSocket handshake failed');
      answerOnSocket(request, socket, 502, UPSTREAM_ERROR);
    });
    // A refusal (401, 403, 404...): the API's answer as it is.
    handshake.on('response', (answer) => {
      socket.off('close', clientLeft);
      answer.pipe(
        replyOn(request, socket).writeHead(answer.statusCode ?? 502, answerHeaders(answer.headers)),
      );
    });
    handshake.on('upgrade', (answer, apiSocket, apiHead) => {
      socket.off('close', clientLeft);
      if (socket.destroyed) {
        apiSocket.destroy();
        return;
      }
      apiSocket.setTimeout(0);
      socket.setTimeout(0);
      apiSocket.setNoDelay(true);
      socket.setNoDelay(true);
      socket.write(switchingHead(answer));
      if (apiHead.length > 0) socket.write(apiHead);
      if (head.length > 0) apiSocket.write(head);
      const pair = { socket, apiSocket };
      open.add(pair);
      const close = () => {
        open.delete(pair);
        socket.destroy();
        apiSocket.destroy();
      };
      for (const side of [socket, apiSocket]) {
        side.on('error', close);
        side.on('close', close);
      }
      apiSocket.pipe(socket);
      socket.pipe(apiSocket);
    });
    handshake.end();
  });

  // Open sockets would hold the server's close() until their clients leave.
  app.addHook('preClose', (done) => {
    for (const { socket, apiSocket } of open) {
      socket.destroy();
      apiSocket.destroy();
    }
    done();
  });
}
