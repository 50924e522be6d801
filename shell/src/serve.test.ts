/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const SERVE = path.resolve(__dirname, '..', 'serve.mjs');
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function call(
  port: number,
  method: string,
  urlPath: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function inheritedEnv(): NodeJS.ProcessEnv {
  const {
    OWNER_REMOTE_URL: _owner,
    GUEST_REMOTE_URL: _guest,
    API_URL: _api,
    ...rest
  } = process.env;
  return rest;
}

function startServe(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE], {
      env: { ...inheritedEnv(), SHELL_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
}

let dist: string;
let upstream: Server;
let upstreamPort: number;
let shell: { child: ChildProcess; port: number };
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'main.0123456789.js'), BUNDLE);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/api/auth/login/')) {
        res.writeHead(201, {
          'Content-Type': 'application/json',
          'Set-Cookie': ['csrftoken=abc; Path=/', 'sessionid=def; Path=/; HttpOnly'],
        });
        res.end(JSON.stringify({ key: 'k', echo: JSON.parse(body) }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.end(Buffer.from([0xff, 0xd8, 0xff]));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  shell = await startServe({
    SHELL_DIST: dist,
    API_URL: `http://127.0.0.1:${upstreamPort}`,
    OWNER_REMOTE_URL: 'https://owner.example/mf-manifest.json',
    GUEST_REMOTE_URL: 'https://guest.example/mf-manifest.json',
  });
});

afterAll(async () => {
  shell?.child.kill('SIGTERM');
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

test('/config.json comes from the environment and is never cached', async () => {
  const res = await call(shell.port, 'GET', '/config.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(res.body.toString())).toEqual({
    remotes: {
      owner: 'https://owner.example/mf-manifest.json',
      guest: 'https://guest.example/mf-manifest.json',
    },
  });
});

test.each(['/', '/login', '/owners', '/guest', '/some/deep/route'])(
  'SPA fallback: %s serves index.html with no-cache',
  async (route) => {
    const res = await call(shell.port, 'GET', route);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(INDEX);
  },
);

test('hashed assets get a long cache, the right MIME type and gzip on request', async () => {
  const plain = await call(shell.port, 'GET', '/main.0123456789.js');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.body.toString()).toBe(BUNDLE);

  const zipped = await call(shell.port, 'GET', '/main.0123456789.js', {
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(zipped.body).toString()).toBe(BUNDLE);

  const svg = await call(shell.port, 'GET', '/assets/logo.svg');
  expect(svg.headers['content-type']).toBe('image/svg+xml');
  expect(svg.headers['cache-control']).toBe('no-cache');
});

test('index.html revalidates with If-Modified-Since (304)', async () => {
  const first = await call(shell.port, 'GET', '/login');
  const again = await call(shell.port, 'GET', '/login', {
    headers: { 'If-Modified-Since': String(first.headers['last-modified']) },
  });
  expect(again.status).toBe(304);
  expect(again.body).toHaveLength(0);
});

test('a missing asset is a 404 and path traversal stays inside dist', async () => {
  expect((await call(shell.port, 'GET', '/missing.abcdef1234.js')).status).toBe(404);
  const traversal = await call(shell.port, 'GET', '/..%2f..%2fetc%2fpasswd');
  expect(traversal.body.toString()).not.toContain('root:');
});

test('/api is proxied with method, headers, body, status and every set-cookie', async () => {
  const res = await call(shell.port, 'POST', '/api/auth/login/?next=1', {
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Token abc',
      'X-CSRFToken': 'csrf-1',
      Cookie: 'csrftoken=csrf-1',
    },
    body: JSON.stringify({ username: 'host', password: 'soglia-demo' }),
  });
  expect(res.status).toBe(201);
  expect(res.headers['set-cookie']).toEqual([
    'csrftoken=abc; Path=/',
    'sessionid=def; Path=/; HttpOnly',
  ]);
  expect(JSON.parse(res.body.toString())).toEqual({
    key: 'k',
    echo: { username: 'host', password: 'soglia-demo' },
  });
  const forwarded = seen.find((item) => item.url === '/api/auth/login/?next=1')!;
  expect(forwarded.method).toBe('POST');
  expect(forwarded.headers.authorization).toBe('Token abc');
  expect(forwarded.headers['x-csrftoken']).toBe('csrf-1');
  expect(forwarded.headers.cookie).toBe('csrftoken=csrf-1');
  expect(forwarded.headers.host).toBe(`127.0.0.1:${upstreamPort}`);
});

test('/media is proxied as a binary stream', async () => {
  const res = await call(shell.port, 'GET', '/media/protected/photo.jpg');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect([...res.body]).toEqual([0xff, 0xd8, 0xff]);
});

test('an API that is down answers 502 JSON with a detail', async () => {
  const down = createServer();
  await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
  const deadPort = (down.address() as AddressInfo).port;
  await new Promise<void>((resolve) => down.close(() => resolve()));
  const other = await startServe({ SHELL_DIST: dist, API_URL: `http://127.0.0.1:${deadPort}` });
  try {
    const res = await call(other.port, 'GET', '/api/user_information/');
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body.toString()).detail).toMatch(/API/);
    const config = JSON.parse((await call(other.port, 'GET', '/config.json')).body.toString());
    expect(config.remotes.owner).toBe('http://localhost:3001/mf-manifest.json');
  } finally {
    other.child.kill('SIGTERM');
  }
});
