/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { signInThrough, startApi, type RunningApi } from './testing/apiProcess';
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

const SOCKET = '/api/identification/socket/';
const PROTOCOL = 'soglia.identification.v1';

/** A WebSocket opened the way a browser does; resolves once open, rejects with the refusal. */
function open(
  port: number,
  urlPath: string,
  protocols: string[],
  headers: Record<string, string> = {},
): Promise<{ ws: WebSocket; messages: unknown[] }> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${urlPath}`, protocols, { headers });
  const messages: unknown[] = [];
  ws.on('message', (data, binary) =>
    messages.push(binary ? Buffer.from(data as Buffer) : String(data)),
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('unexpected-response', (request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        request.destroy();
        reject(
          Object.assign(new Error(`refused ${response.statusCode}`), {
            status: response.statusCode,
            body,
          }),
        );
      });
    });
    ws.once('error', reject);
  });
}

/** The status a refused upgrade got (101 when it was not refused). */
async function refusal(
  port: number,
  urlPath: string,
  protocols: string[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  try {
    const { ws } = await open(port, urlPath, protocols, headers);
    ws.terminate();
    return { status: 101, body: '' };
  } catch (error) {
    const { status, body } = error as { status?: number; body?: string };
    if (status === undefined) throw error;
    return { status, body: body ?? '' };
  }
}

/** The next message (already received or to come) that `matches`, within 10 s. */
async function next<T>(messages: unknown[], matches: (message: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = messages.find((message) => matches(message as T));
    if (found !== undefined) return found as T;
    if (Date.now() > until) throw new Error(`nothing matched in ${JSON.stringify(messages)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const json = (text: unknown) => JSON.parse(String(text)) as Record<string, unknown>;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('through the shell to the real API', () => {
  let api: RunningApi;
  let shell: RunningShell;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    api = await startApi();
    shell = await startServe({ SHELL_DIST: dist, API_URL: api.url });
    origin = `http://127.0.0.1:${shell.port}`;
    token = await signInThrough(shell.port, { username: 'host', password: 'soglia-demo' });
  }, 120_000);

  afterAll(async () => {
    await stopServe(shell);
    await api?.stop();
  });

  test("the identification socket opens with the page's token and messages flow both ways", async () => {
    const { ws, messages } = await open(shell.port, SOCKET, [PROTOCOL, `token.${token}`], {
      Origin: origin,
    });
    try {
      // The API chose its subprotocol, and the token one reached it (else 401).
      expect(ws.protocol).toBe(PROTOCOL);
      const hello = await next<string>(messages, (m) => json(m).type === 'hello');
      expect(json(hello)).toMatchObject({ type: 'hello', kind: 'owner' });
      ws.send(JSON.stringify({ type: 'ping', ref: 'through-the-shell' }));
      const pong = await next<string>(messages, (m) => json(m).type === 'pong');
      expect(json(pong).ref).toBe('through-the-shell');
    } finally {
      ws.close();
    }
  });

  test("the API's refusals reach the client as they are: no token, another site's page", async () => {
    expect((await refusal(shell.port, SOCKET, [PROTOCOL], { Origin: origin })).status).toBe(401);
    expect(
      (
        await refusal(shell.port, SOCKET, [PROTOCOL, `token.${token}`], {
          Origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
  });

  test('a plain GET of the socket path is still an ordinary proxied request', async () => {
    const res = await call(shell.port, 'GET', SOCKET, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(res.status).toBe(404);
  });
});

describe('the forwarded handshake and frames (a WebSocket server standing in for the API)', () => {
  let shell: RunningShell;
  let upstream: WebSocketServer;
  let port: number;
  let other: Awaited<ReturnType<typeof startRecorder>>;
  const handshakes: { url?: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    upstream = new WebSocketServer({
      port: 0,
      host: '127.0.0.1',
      handleProtocols: (offered) => (offered.has(PROTOCOL) ? PROTOCOL : false),
    });
    await new Promise((resolve) => upstream.once('listening', resolve));
    port = (upstream.address() as { port: number }).port;
    upstream.on('connection', (socket, request) => {
      handshakes.push({ url: request.url, headers: request.headers });
      // Echoes each frame as it came (text or binary); "close-4401" closes with that code.
      socket.on('message', (data, binary) => {
        if (!binary && String(data) === 'close-4401') socket.close(4401, 'signed out');
        else socket.send(data, { binary });
      });
      socket.send(JSON.stringify({ type: 'hello' }));
    });
    other = await startRecorder((_req, res) => res.end('reached-other-host'));
    shell = await startServe({ SHELL_DIST: dist, API_URL: `http://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await stopServe(shell);
    await new Promise((resolve) => upstream.close(resolve));
    await other.close();
  });

  test("Origin, every offered subprotocol and the query reach the API; X-Forwarded-* are this hop's", async () => {
    const { ws, messages } = await open(
      shell.port,
      `${SOCKET}?tab=1`,
      [PROTOCOL, 'token.abcdefghijklmnop'],
      {
        Origin: 'https://soglia.example',
        Host: 'soglia.example',
        'X-Forwarded-For': '203.0.113.9',
        'X-Forwarded-Host': 'evil.example',
        Forwarded: 'for=203.0.113.9',
        Cookie: 'csrftoken=abc',
      },
    );
    await next(messages, (m) => typeof m === 'string');
    ws.close();
    const seen = handshakes.find((item) => item.url === `${SOCKET}?tab=1`)!;
    expect(seen.headers.origin).toBe('https://soglia.example');
    expect(String(seen.headers['sec-websocket-protocol']).split(/,\s*/)).toEqual([
      PROTOCOL,
      'token.abcdefghijklmnop',
    ]);
    expect(seen.headers.cookie).toBe('csrftoken=abc');
    expect(seen.headers.host).toBe(`127.0.0.1:${port}`);
    expect(seen.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers['x-forwarded-host']).toBe('soglia.example');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers.forwarded).toBeUndefined();
    expect(ws.protocol).toBe(PROTOCOL);
  });

  test('text and binary frames, a large one included, go both ways whole; close codes pass', async () => {
    const { ws, messages } = await open(shell.port, SOCKET, [PROTOCOL]);
    const big = Buffer.alloc(1024 * 1024, 9);
    ws.send('ciao');
    ws.send(big);
    await next(messages, (m) => m === 'ciao');
    const echoed = await next<Buffer>(messages, (m) => Buffer.isBuffer(m));
    expect(echoed.equals(big)).toBe(true);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send('close-4401');
    expect(await closed).toBe(4401);
  });

  test('a WebSocket to any other path is not upgraded', async () => {
    const upgraded: string[] = [];
    for (const urlPath of ['/guest', '/owners/x', '/login', '/media/socket/', '/']) {
      if ((await refusal(shell.port, urlPath, [PROTOCOL])).status === 101) upgraded.push(urlPath);
    }
    expect(upgraded).toEqual([]);
    const page = await refusal(shell.port, '/guest', [PROTOCOL]);
    expect(page.status).toBe(200);
    expect(handshakes.every((item) => item.url?.startsWith('/api/'))).toBe(true);
  });

  test('upgrade targets that would leave /api/ or the API host are refused', async () => {
    const host = `127.0.0.1:${other.port}`;
    const before = handshakes.length;
    for (const target of [
      `/api/..%2F..%2F${host}/x`,
      `/api/%2e%2e/%2e%2e/${host}/x`,
      `/api/../../${host}/x`,
      `/api/..%5C..%5C${host}/x`,
    ]) {
      const answer = statusAndBody(
        await rawRequest(
          shell.port,
          `GET ${target} HTTP/1.1\r\nHost: soglia.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        ),
      );
      expect({ target, statusLine: answer.statusLine }).toEqual({
        target,
        statusLine: 'HTTP/1.1 400 Bad Request',
      });
    }
    expect(handshakes.length).toBe(before);
    expect(other.seen).toEqual([]);
  });

  test('stopping the shell closes its open sockets instead of waiting for them', async () => {
    const running = await startServe({ SHELL_DIST: dist, API_URL: `http://127.0.0.1:${port}` });
    const { ws } = await open(running.port, SOCKET, [PROTOCOL]);
    const closed = new Promise((resolve) => ws.once('close', resolve));
    const started = Date.now();
    await stopServe(running);
    await closed;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

test('an unreachable API is the fixed 502 for a WebSocket too', async () => {
  const shell = await startServe({
    SHELL_DIST: dist,
    API_URL: `http://127.0.0.1:${await closedPort()}`,
  });
  try {
    const answer = await refusal(shell.port, SOCKET, [PROTOCOL]);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body).detail).toMatch(/API/);
    expect(answer.body).not.toMatch(/ECONN|refused|127\.0\.0\.1/i);
  } finally {
    await stopServe(shell);
  }
});
