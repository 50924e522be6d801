// /api/* and /media/* go to the one configured API origin, and nothing else goes anywhere.
// @fastify/http-proxy resolves every destination against that origin and refuses targets that
// would leave it or its prefix (absolute URLs, `//host`, `..` also when percent-encoded).
import httpProxy from '@fastify/http-proxy';

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
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-')) continue;
    out[name] = value;
  }
  const socket = request.raw.socket;
  out['x-forwarded-for'] = socket.remoteAddress ?? '';
  out['x-forwarded-proto'] = socket.encrypted ? 'https' : 'http';
  if (request.headers.host) out['x-forwarded-host'] = request.headers.host;
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
}
