// Serves one built remote (its dist folder) with CORS, as a CDN would in production: the same
// precompressed files and caching rules as the shell (build/static-assets.mjs).
// Usage: node scripts/serve-static.mjs <dir> <port>
import Fastify from 'fastify';
import { pathToFileURL } from 'node:url';
import { staticAssets } from '../build/static-assets.mjs';

const policy = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

const NEVER = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The files are scripts, styles and manifests that other origins load (which no CSP of theirs
 * limits): opened as a page, they may load and run nothing.
 */
export const FILES_CSP = policy({
  'default-src': ["'none'"],
  'form-action': ["'none'"],
  ...NEVER,
});

/**
 * The remote's standalone page (index.html): its own scripts and styles (styled-components
 * injects <style> elements), images from data:/blob: URLs, calls to its own origin only.
 */
export const PAGE_CSP = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'form-action': ["'self'"],
  ...NEVER,
});

/** Resolves to the listening Node HTTP server (close it with `server.close()`). */
export async function serveStatic(dir, port, host = '0.0.0.0') {
  const app = Fastify({ logger: { level: 'warn' } });
  // The shell loads remoteEntry.js, its chunks and mf-manifest.json from another origin.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', FILES_CSP);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', PAGE_CSP);
    }
  });
  await staticAssets(app, { root: dir });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  await app.listen({ port, host });
  return app.server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, port] = process.argv.slice(2);
  const server = await serveStatic(dir, Number(port));
  console.log(`serving ${dir} on :${server.address().port}`);
  // A graceful stop (exit 0) for a process manager: answers in flight finish first.
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
