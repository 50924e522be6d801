// Production server for the shell (Fastify): the built app with its SPA fallback, /config.json,
// and /api + /media proxied to the API. `node serve.mjs` (npm run serve) listens on SHELL_PORT.
import Fastify from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { areaOfPath } from '@soglia/api-client/areas';
import { staticAssets } from '../build/static-assets.mjs';
import { acceptedEncoding } from './server/encoding.mjs';
import { apiProxy, isApiWebSocket } from './server/api-proxy.mjs';
import { createPageHints } from './server/page-hints.mjs';
import { securityHeaders } from './server/security-headers.mjs';
import { installableTags, serviceWorker, WORKER_PATH } from './server/service-worker.mjs';

const require = createRequire(import.meta.url);
const { remoteConfig, apiUrl, shellPort } = require('./remote-config.cjs');
const { HOST_EAGER, shareKeysOf } = require('../build/webpack-common.cjs');

const here = path.dirname(fileURLToPath(import.meta.url));
const TEXT = 'text/plain; charset=utf-8';

/** One cookie's value from a Cookie header. */
function cookieOf(header, name) {
  const found = String(header ?? '')
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/**
 * index.html with the head tags of page-hints.mjs, compressed like the built files (a few
 * variants: one per area, language and manifest version, kept in a small cache).
 */
function hintedPages(distDir, hints) {
  const file = path.join(distDir, 'index.html');
  const installable = installableTags(distDir);
  const template = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const cache = new Map();
  return (request, reply, area) => {
    if (template === null) {
      reply.sendFile('index.html');
      return;
    }
    // A hint only (the token itself is never in a cookie): it decides which files to preload.
    const signedIn = cookieOf(request.headers.cookie, 'signed_in') === '1';
    const language = cookieOf(request.headers.cookie, 'language');
    const head = hints.headTags(
      signedIn ? area : null,
      /^[a-z]{2}$/.test(language) ? language : null,
    );
    const html = template.replace(
      '</head>',
      `${head}${area === 'guest' ? installable : ''}</head>`,
    );
    let page = cache.get(html);
    if (!page) {
      const body = Buffer.from(html);
      page = {
        body,
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(body, { level: 6 }),
      };
      if (cache.size >= 64) cache.delete(cache.keys().next().value);
      cache.set(html, page);
    }
    const encoding = page.body.length < 1024 ? null : acceptedEncoding(request);
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(encoding ? page[encoding] : page.body);
  };
}

/** The app's own pages and files: everything but the proxied prefixes. */
async function shellPages(app, { distDir, config }) {
  const headersFor = securityHeaders(config);
  const hints = createPageHints({ config, distDir, hostProvided: shareKeysOf(HOST_EAGER) });
  await hints.warmUp();
  const sendIndex = hintedPages(distDir, hints);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headersFor(request));
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config;
  });

  // The built file has placeholders: /sw.js is always this route, never the file as it is.
  const worker = serviceWorker(distDir, config);
  if (worker) app.get(WORKER_PATH, worker);

  await staticAssets(app, { root: distDir });

  // The login page prerendered at build time (its form paints before the JavaScript loads).
  const loginPage = existsSync(path.join(distDir, 'login.html')) ? 'login.html' : 'index.html';

  // A path with an extension is a file that is not there; any other GET is a client-side route.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.code(405).header('allow', 'GET, HEAD').type(TEXT).send('Method not allowed');
      return;
    }
    const pathname = request.url.split('?', 1)[0];
    if (path.posix.extname(pathname)) {
      reply.code(404).header('cache-control', 'no-cache').type(TEXT).send('Not found');
      return;
    }
    if (pathname === '/login' || pathname === '/login/') {
      reply.sendFile(loginPage);
      return;
    }
    // Whose area: api-client's REMOTE_AREAS, as for the shell's client.
    sendIndex(request, reply, areaOfPath(pathname));
  });
}

/**
 * The shell server, not yet listening. Options default to the environment: `distDir`
 * (SHELL_DIST, else ./dist), `apiUrl` (API_URL) and `config` (/config.json from the remote URLs).
 */
export function createShellServer(options = {}) {
  const distDir = path.resolve(
    options.distDir ?? process.env.SHELL_DIST ?? path.join(here, 'dist'),
  );
  const config = options.config ?? remoteConfig();
  // Warnings and errors only: no line per request.
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    // Only WebSockets to /api/* are upgrades (forwarded to the API); Node answers any other
    // request that asks for one as an ordinary request.
    http: { shouldUpgradeCallback: isApiWebSocket },
  });

  // Only origin-form request targets ("/path"): no absolute URL, no "//host/…" reaches a route.
  app.addHook('onRequest', async (request, reply) => {
    const target = request.raw.url ?? '';
    if (!target.startsWith('/') || target.startsWith('//')) {
      reply.code(400).type(TEXT).send('Bad request');
      return reply;
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code = status >= 400 && status < 600 ? status : 500;
    reply.code(code).type(TEXT).send(STATUS_CODES[code]);
  });

  // For a proxy or process manager: this process answers, whatever the API's state (that one
  // has its own /api/health/ready).
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.register(apiProxy, { upstream: options.apiUrl ?? apiUrl() });
  app.register(shellPages, { distDir, config });
  return app;
}

const isMain =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  let port;
  let app;
  try {
    port = shellPort();
    app = createShellServer();
  } catch (error) {
    console.error(`[shell] ${error.message}`);
    process.exit(1);
  }
  try {
    await app.listen({ port, host: '0.0.0.0' });
  } catch (error) {
    console.error(`[shell] cannot start on port ${port}: ${error.message}`);
    process.exit(1);
  }
  const { port: actual } = app.server.address();
  console.log(`Soglia shell listening on http://localhost:${actual} (API ${apiUrl()})`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
