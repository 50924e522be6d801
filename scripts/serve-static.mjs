// Serves one built remote (its dist folder) with CORS, as a CDN would in production: the same
// precompressed files and caching rules as the shell (build/static-assets.mjs).
// Usage: node scripts/serve-static.mjs <dir> <port>
import Fastify from 'fastify';
import { pathToFileURL } from 'node:url';
import { staticAssets } from '../build/static-assets.mjs';

/** Resolves to the listening Node HTTP server (close it with `server.close()`). */
export async function serveStatic(dir, port, host = '0.0.0.0') {
  const app = Fastify({ logger: { level: 'warn' } });
  // The shell loads remoteEntry.js, its chunks and mf-manifest.json from another origin.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
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
}
