// Production server for the shell: static dist with SPA fallback, /config.json, /api + /media proxy.
// Node built-ins only.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const { remoteConfig, apiUrl, shellPort } = require('./remote-config.cjs');

const here = path.dirname(fileURLToPath(import.meta.url));

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const PROXIED = /^\/(api|media)(\/|$)/;
// Hop-by-hop headers are per connection and must not be forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function forwardHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name.toLowerCase()) && value !== undefined) out[name] = value;
  }
  return out;
}

function proxy(req, res, upstream) {
  const target = new URL(req.url, upstream);
  const client = target.protocol === 'https:' ? https : http;
  const headers = forwardHeaders(req.headers);
  headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
  headers.host = target.host;

  const upstreamReq = client.request(target, { method: req.method, headers }, (upstreamRes) => {
    res.writeHead(upstreamRes.statusCode ?? 502, forwardHeaders(upstreamRes.headers));
    upstreamRes.pipe(res);
  });
  upstreamReq.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    sendJson(res, 502, {
      detail: `API non raggiungibile / API unreachable (${error.code ?? error.message})`,
    });
  });
  res.on('close', () => {
    if (!res.writableFinished) upstreamReq.destroy();
  });
  req.pipe(upstreamReq);
}

async function findFile(distDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(distDir, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== distDir && !file.startsWith(distDir + path.sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

function sendFile(req, res, { file, size, mtime }) {
  const ext = path.extname(file).toLowerCase();
  const isIndex = path.basename(file) === 'index.html';
  const headers = {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Cache-Control':
      HASHED.test(file) && !isIndex ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Last-Modified': mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  if (!Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since) {
    delete headers['Content-Type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const gzip =
    COMPRESSIBLE.has(ext) && size > 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', (error) => res.destroy(error));
  if (gzip) stream.pipe(zlib.createGzip()).pipe(res);
  else stream.pipe(res);
}

export function createShellServer(options = {}) {
  const distDir = path.resolve(
    options.distDir ?? process.env.SHELL_DIST ?? path.join(here, 'dist'),
  );
  const upstream = options.apiUrl ?? apiUrl();
  const config = options.config ?? remoteConfig();

  return http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://shell.local');
      if (PROXIED.test(pathname)) {
        proxy(req, res, upstream);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, { detail: 'Method not allowed' }, { Allow: 'GET, HEAD' });
        return;
      }
      if (pathname === '/config.json') {
        sendJson(res, 200, config, { 'Cache-Control': 'no-store' });
        return;
      }
      const found = await findFile(distDir, pathname);
      if (found) {
        sendFile(req, res, found);
        return;
      }
      // A missing asset is a 404; any other path is a client-side route served by index.html.
      if (path.posix.extname(pathname)) {
        res.writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.end('Not found');
        return;
      }
      const index = await findFile(distDir, '/index.html');
      if (!index) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`index.html not found in ${distDir}: run "npm run build -w @soglia/shell" first.`);
        return;
      }
      sendFile(req, res, index);
    } catch (error) {
      console.error('[shell] request failed', error);
      if (!res.headersSent) sendJson(res, 500, { detail: 'Internal server error' });
      else res.destroy();
    }
  });
}

const isMain =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  let port;
  try {
    port = shellPort();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const server = createShellServer();
  server.on('error', (error) => {
    console.error(`[shell] cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, () => {
    const { port: actual } = server.address();
    console.log(`Soglia shell listening on http://localhost:${actual} (API ${apiUrl()})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
