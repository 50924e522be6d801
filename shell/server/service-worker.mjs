// /sw.js, the guest's service worker (docs/adr/0032-guest-offline-service-worker.md), as the
// build wrote it with two placeholders (worker-settings.cjs) filled in once at start: the remote
// URLs of /config.json (the worker keeps the guest remote's files) and the revision of the guest's
// page it keeps, which changes with the shell's build and with those URLs, so a new build or
// another remote makes browsers install the worker again. Never cached by the browser
// (`no-cache`: every update check asks), compressed like the pages.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { acceptedEncoding } from './encoding.mjs';

const require = createRequire(import.meta.url);
const { PAGE_REVISION_PLACEHOLDER, SETTINGS_PLACEHOLDER } = require('../worker-settings.cjs');

export const WORKER_PATH = '/sw.js';

/** JSON as the inside of a JavaScript string literal (either quote). */
const insideStringLiteral = (value) =>
  JSON.stringify(JSON.stringify(value)).slice(1, -1).replace(/'/g, "\\'").replace(/</g, '\\u003c');

/** The served worker's text: null when the build has none (development builds, tests). */
export function workerSource(distDir, config) {
  const file = path.join(distDir, 'sw.js');
  if (!existsSync(file)) return null;
  const index = path.join(distDir, 'index.html');
  const revision = createHash('sha256')
    .update(existsSync(index) ? readFileSync(index) : '')
    .update(JSON.stringify(config))
    .digest('hex')
    .slice(0, 32);
  return readFileSync(file, 'utf8')
    .replace(PAGE_REVISION_PLACEHOLDER, revision)
    .replace(SETTINGS_PLACEHOLDER, insideStringLiteral({ guestManifest: config.remotes.guest }));
}

/** What makes the guest's page installable: its web app manifest, when the build has one. */
export function installableTags(distDir) {
  return existsSync(path.join(distDir, 'manifest.webmanifest'))
    ? '<link rel="manifest" href="/manifest.webmanifest">'
    : '';
}

/** The route's handler, or null without a built worker. */
export function serviceWorker(distDir, config) {
  const source = workerSource(distDir, config);
  if (source === null) return null;
  const body = Buffer.from(source);
  const variants = {
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  return (request, reply) => {
    const encoding = acceptedEncoding(request);
    reply
      .code(200)
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(encoding ? variants[encoding] : body);
  };
}
