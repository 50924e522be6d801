// How every static server of the product (the shell's, and the one serving a remote's build)
// sends a production build: the .br/.gz siblings written at build time (see
// `compressedAssets` in webpack-common.cjs) to clients that accept them, a year of caching for
// content-hashed files and revalidation for everything whose name stays the same between deploys.
import fastifyStatic from '@fastify/static';
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// `[name].[contenthash:10].js`; index.html, remoteEntry.js, mf-manifest.json,
// mf-runtime-core.js and favicon.svg keep their names, so a browser must revalidate them.
const CONTENT_HASHED = /\.[0-9a-f]{10}(\.[a-z0-9]+)+$/i;
const PRECOMPRESSED = /\.(br|gz)$/;
// Production builds write no source maps; one left in a folder (an older build) is not published.
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/** The Cache-Control of a built file (its compressed sibling is cached like the file itself). */
export function cacheControlFor(filePath) {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  return CONTENT_HASHED.test(name) && !name.endsWith('.html') ? IMMUTABLE : REVALIDATE;
}

/** Registers @fastify/static for a build folder; a directory serves its index.html. */
export async function staticAssets(app, { root }) {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    preCompressed: true,
    cacheControl: false,
    // An array: with preCompressed, @fastify/static 10.1 finds a directory's index only in one
    // (given as a string, "/" answers 404 to any client that accepts br or gzip).
    index: ['index.html'],
    dotfiles: 'ignore',
    allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
