/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  call,
  closedPort,
  rawRequest,
  startRecorder,
  startServe,
  statusAndBody,
  stopServe,
  type RunningShell,
} from './testing/shellProcess';

const DOWNLOAD = Buffer.alloc(8 * 1024 * 1024, 7);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let dist: string;
let api: Awaited<ReturnType<typeof startRecorder>>;
let other: Awaited<ReturnType<typeof startRecorder>>;
let shell: RunningShell;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  api = await startRecorder((req, res, body) => {
    if (req.url?.startsWith('/api/auth/login/')) {
      res.writeHead(201, {
        'Content-Type': 'application/json',
        'Set-Cookie': ['csrftoken=abc; Path=/', 'sessionid=def; Path=/; HttpOnly'],
      });
      res.end(JSON.stringify({ key: 'k', echo: JSON.parse(body.toString()) }));
    } else if (req.url === '/media/big.bin') {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.end(DOWNLOAD);
    } else if (req.url === '/media/photo.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.end(Buffer.from([0xff, 0xd8, 0xff]));
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ bytes: body.length, sha: sha(body) }));
    }
  });
  // The "other host": a second local server that no request through the shell may ever reach.
  other = await startRecorder((_req, res) => res.end('reached-other-host'));
  shell = await startServe({ SHELL_DIST: dist, API_URL: `http://127.0.0.1:${api.port}` });
});

afterAll(async () => {
  await stopServe(shell);
  await api.close();
  await other.close();
  rmSync(dist, { recursive: true, force: true });
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
  const forwarded = api.seen.find((item) => item.url === '/api/auth/login/?next=1')!;
  expect(forwarded.method).toBe('POST');
  expect(forwarded.headers.authorization).toBe('Token abc');
  expect(forwarded.headers['x-csrftoken']).toBe('csrf-1');
  expect(forwarded.headers.cookie).toBe('csrftoken=csrf-1');
  expect(forwarded.headers.host).toBe(`127.0.0.1:${api.port}`);
});

test('/media is proxied as a binary stream, large downloads included', async () => {
  const photo = await call(shell.port, 'GET', '/media/photo.jpg');
  expect(photo.status).toBe(200);
  expect(photo.headers['content-type']).toBe('image/jpeg');
  expect([...photo.body]).toEqual([0xff, 0xd8, 0xff]);
  const big = await call(shell.port, 'GET', '/media/big.bin');
  expect(big.body.length).toBe(DOWNLOAD.length);
  expect(sha(big.body)).toBe(sha(DOWNLOAD));
});

test('a 10 MB upload reaches the API whole', async () => {
  const upload = Buffer.alloc(10 * 1024 * 1024, 3);
  const res = await call(shell.port, 'PUT', '/api/guests-registration/1/', {
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    body: upload,
  });
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body.toString())).toEqual({ bytes: upload.length, sha: sha(upload) });
});

test('the API gets the client socket address, never a client-chosen X-Forwarded-For', async () => {
  await call(shell.port, 'GET', '/api/user_information/?who=spoofer', {
    headers: {
      Host: 'soglia.example',
      'X-Forwarded-For': '203.0.113.9, 198.51.100.1',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Port': '443',
      Forwarded: 'for=203.0.113.9;proto=https',
      'X-Real-IP': '203.0.113.9',
    },
  });
  const forwarded = api.seen.find((item) => item.url === '/api/user_information/?who=spoofer')!;
  expect(forwarded.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  expect(forwarded.headers['x-forwarded-proto']).toBe('http');
  expect(forwarded.headers['x-forwarded-host']).toBe('soglia.example');
  expect(forwarded.headers['x-forwarded-port']).toBeUndefined();
  expect(forwarded.headers.forwarded).toBeUndefined();
  expect(forwarded.headers['x-real-ip']).toBeUndefined();
});

test("the API's per-connection headers stay between the shell and the API", async () => {
  const started = Date.now();
  const answer = await rawRequest(
    shell.port,
    'GET /api/ping/ HTTP/1.1\r\nHost: soglia.example\r\nConnection: close',
  );
  // The socket closes as asked, not when the 3 s test timeout gives up on it.
  expect(Date.now() - started).toBeLessThan(2000);
  expect(statusAndBody(answer).statusLine).toBe('HTTP/1.1 200 OK');
  expect(answer).not.toMatch(/keep-alive: timeout=5/i);
});

/** Request heads that try to make the shell fetch from `127.0.0.1:<port>` instead of the API. */
function openProxyAttempts(port: number): string[] {
  const host = `127.0.0.1:${port}`;
  const crlf = '\r\nHost: soglia.example\r\nConnection: close';
  return [
    `GET //${host}/api/x HTTP/1.1${crlf}`,
    `GET //${host}/media/x HTTP/1.1${crlf}`,
    `GET http://${host}/api/x HTTP/1.1${crlf}`,
    `GET http://${host}/media/x HTTP/1.1${crlf}`,
    `GET https://${host}/api/x HTTP/1.1${crlf}`,
    `GET /api/..%2F..%2F${host}/x HTTP/1.1${crlf}`,
    `GET /api/%2e%2e/%2e%2e/${host}/x HTTP/1.1${crlf}`,
    `GET /api/../../${host}/x HTTP/1.1${crlf}`,
    `GET /media/..%5C..%5C${host}/x HTTP/1.1${crlf}`,
    `GET /api//${host}/x HTTP/1.1${crlf}`,
    `GET /api/%2F%2F${host}/x HTTP/1.1${crlf}`,
    `GET /api/\\\\${host}/x HTTP/1.1${crlf}`,
    `GET /api@${host}/x HTTP/1.1${crlf}`,
    `GET /api/x HTTP/1.1\r\nHost: ${host}\r\nConnection: close`,
    `CONNECT ${host} HTTP/1.1\r\nHost: ${host}`,
  ];
}

test('no request target makes the shell reach another host, and none tells open ports from closed', async () => {
  const closed = await closedPort();
  for (const [toOpen, toClosed] of openProxyAttempts(other.port).map((attempt, index) => [
    attempt,
    openProxyAttempts(closed)[index],
  ])) {
    const open = statusAndBody(await rawRequest(shell.port, toOpen));
    const shut = statusAndBody(await rawRequest(shell.port, toClosed));
    expect(open.body).not.toContain('reached-other-host');
    // The same answer whether something listens on the chosen port or not.
    expect({ attempt: toOpen, ...open }).toEqual({
      attempt: toOpen,
      statusLine: shut.statusLine,
      body: shut.body.replaceAll(String(closed), String(other.port)),
    });
  }
  expect(other.seen).toEqual([]);
  // What did reach the API stayed under its prefixes, on the API's own host.
  for (const request of api.seen) {
    expect(request.url).toMatch(/^\/(api|media)\//);
    expect(request.headers.host).toBe(`127.0.0.1:${api.port}`);
  }
});

test('absolute and scheme-relative request targets are refused outright', async () => {
  for (const target of [
    `http://127.0.0.1:${other.port}/api/x`,
    `//127.0.0.1:${other.port}/api/x`,
  ]) {
    const answer = statusAndBody(
      await rawRequest(
        shell.port,
        `GET ${target} HTTP/1.1\r\nHost: soglia.example\r\nConnection: close`,
      ),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
  }
  expect(other.seen).toEqual([]);
});

/** A TCP server that accepts and answers `reply` (or hangs up at once when it is null). */
async function notHttp(reply: string | null): Promise<{ port: number; server: Server }> {
  const server = createTcpServer((socket) => {
    socket.on('error', () => undefined);
    if (reply === null) socket.destroy();
    else socket.end(reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

test('an unreachable API is one fixed 502, whatever is (or is not) on its port', async () => {
  const hangsUp = await notHttp(null);
  const talksNonsense = await notHttp('SSH-2.0-OpenSSH_9.6\r\n');
  const ports = [await closedPort(), hangsUp.port, talksNonsense.port];
  const answers: { status: number; body: string }[] = [];
  try {
    for (const port of ports) {
      const broken = await startServe({ SHELL_DIST: dist, API_URL: `http://127.0.0.1:${port}` });
      try {
        const res = await call(broken.port, 'GET', '/api/user_information/');
        answers.push({ status: res.status, body: res.body.toString() });
      } finally {
        await stopServe(broken);
      }
    }
  } finally {
    hangsUp.server.close();
    talksNonsense.server.close();
  }
  expect(answers[0].status).toBe(502);
  expect(JSON.parse(answers[0].body).detail).toMatch(/API/);
  expect(answers[0].body).not.toMatch(/ECONN|refused|reset|socket|127\.0\.0\.1|\d{4,5}/i);
  expect(answers).toEqual([answers[0], answers[0], answers[0]]);
});
