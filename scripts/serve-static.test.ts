import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

// A remote's production build as webpack writes it: stable entry files, content-hashed chunks,
// and gzip and brotli siblings of the text files.
const ENTRY = `var owner; ${'/* federation runtime */ '.repeat(200)}`;
const MANIFEST = JSON.stringify({ id: 'owner', metaData: { remoteEntry: 'remoteEntry.js' } });
const CHUNK = `(self.webpackChunkowner=[]).push(${JSON.stringify('y'.repeat(5000))});`;
const FILES: Record<string, string> = {
  'remoteEntry.js': ENTRY,
  'mf-manifest.json': MANIFEST.padEnd(2000, ' '),
  'mf-runtime-core.js': ENTRY,
  '412.c8ca074955.js': CHUNK,
  'index.html': '<!doctype html><title>Soglia · Owner (standalone)</title>',
  // What an older build, or a build with source maps switched on, leaves beside its chunks.
  '412.c8ca074955.js.map': JSON.stringify({ version: 3, sources: ['src/secret.ts'] }),
  'remoteEntry.js.map': JSON.stringify({ version: 3, sources: ['src/index.ts'] }),
};

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

let dist: string;
let child: ChildProcess;
let port: number;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  for (const [name, text] of Object.entries(FILES)) {
    writeFileSync(path.join(dist, name), text);
    if (name.endsWith('.html')) continue;
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
  }
  child = spawn(process.execPath, [path.join(__dirname, 'serve-static.mjs'), dist, '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = / on :(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve-static exited (${code}): ${output}`)));
  });
});

afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dist, { recursive: true, force: true });
});

test.each(['/remoteEntry.js', '/mf-manifest.json', '/412.c8ca074955.js', '/mf-runtime-core.js'])(
  '%s arrives brotli- or gzip-compressed, as the browser accepts, with CORS',
  async (file) => {
    const original = FILES[file.slice(1)];
    const brotli = await get(port, file, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['access-control-allow-origin']).toBe('*');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(original);
    const gzip = await get(port, file, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(original);
    const plain = await get(port, file);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(original);
  },
);

test('content-hashed chunks are cached for a year; files that keep their name revalidate', async () => {
  const cacheControl = async (file: string) => (await get(port, file)).headers['cache-control'];
  expect(await cacheControl('/412.c8ca074955.js')).toBe('public, max-age=31536000, immutable');
  for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/mf-runtime-core.js', '/']) {
    expect(await cacheControl(file)).toBe('no-cache');
  }
});

test('the standalone page is served at /, a missing file is a plain 404 with CORS', async () => {
  const page = await get(port, '/', { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.body.toString()).toContain('standalone');
  const missing = await get(port, '/missing.0123456789.js');
  expect(missing.status).toBe(404);
  expect(missing.headers['access-control-allow-origin']).toBe('*');
  expect(missing.body.toString()).toBe('Not found');
});

test('source maps are never served', async () => {
  for (const file of ['/412.c8ca074955.js.map', '/remoteEntry.js.map']) {
    for (const encoding of [{}, { 'Accept-Encoding': 'gzip, deflate, br' }]) {
      const res = await get(port, file, encoding);
      expect({ file, status: res.status, body: res.body.toString() }).toEqual({
        file,
        status: 404,
        body: 'Not found',
      });
    }
  }
});

test('every answer forbids framing and sniffing, and carries a CSP', async () => {
  for (const file of ['/remoteEntry.js', '/412.c8ca074955.js', '/mf-manifest.json', '/', '/nope']) {
    const { headers } = await get(port, file, { 'Accept-Encoding': 'br' });
    expect({
      file,
      frame: headers['x-frame-options'],
      sniff: headers['x-content-type-options'],
      csp: headers['content-security-policy'],
    }).toEqual({
      file,
      frame: 'DENY',
      sniff: 'nosniff',
      csp: expect.stringContaining("frame-ancestors 'none'"),
    });
    expect(headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(headers['content-security-policy']).toMatch(/base-uri 'none'/);
  }
});

test('the scripts and data files may run nothing if opened as a page', async () => {
  const { headers } = await get(port, '/412.c8ca074955.js');
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'/);
});
