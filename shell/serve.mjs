// Production server for the shell (Fastify): the built app with its SPA fallback, /config.json,
// and /api + /media proxied to the API. `node serve.mjs` (npm run serve) listens on SHELL_PORT.
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staticAssets } from '../build/static-assets.mjs';
import { apiProxy } from './server/api-proxy.mjs';
import { securityHeaders } from './server/security-headers.mjs';

const require = createRequire(import.meta.url);
const { remoteConfig, apiUrl, shellPort } = require('./remote-config.cjs');

const here = path.dirname(fileURLToPath(import.meta.url));
const TEXT = 'text/plain; charset=utf-8';

/** The app's own pages and files: everything but the proxied prefixes. */
async function shellPages(app, { distDir, config }) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config;
  });

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
    reply.sendFile(pathname === '/login' || pathname === '/login/' ? loginPage : 'index.html');
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
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

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
