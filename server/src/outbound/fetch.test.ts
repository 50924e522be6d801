import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { safeGet } from './fetch';
import type { OutboundPolicy } from './policy';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server;
let port = 0;
let handler: Handler = (_req, res) => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  handler = (_req, res) => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
});

/** The test server as an allowed host: `feed.test` (this test's resolver) or 127.0.0.1. */
const policy = (overrides: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
  rules: [
    { host: 'feed.test', port, allowPrivate: true },
    { host: '127.0.0.1', port, allowPrivate: true },
  ],
  allowInsecure: true,
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
  ...overrides,
});
const toLoopback = async () => [{ address: '127.0.0.1', family: 4 as const }];

describe('safeGet refuses before any connection', () => {
  it('plain http unless the policy allows it', async () => {
    const answer = await safeGet(
      `http://127.0.0.1:${port}/a.ics`,
      policy({ allowInsecure: false }),
    );
    expect(answer).toEqual({ ok: false, code: 'insecure_url' });
    expect(seen).toEqual([]);
  });

  it.each([
    ['not a URL', 'not a url'],
    ['another scheme', 'ftp://127.0.0.1/a.ics'],
    ['credentials in the URL', `http://user:pw@127.0.0.1:${port}/a.ics`],
    ['a file URL', 'file:///etc/passwd'],
  ])('%s', async (_, url) => {
    expect(await safeGet(url, policy())).toEqual({ ok: false, code: 'invalid_url' });
  });

  it('a host that is not on the list, or the right host on another port', async () => {
    expect(await safeGet('https://evil.example/a.ics', policy())).toEqual({
      ok: false,
      code: 'host_not_allowed',
    });
    expect(await safeGet(`http://127.0.0.1:${port + 1}/a.ics`, policy())).toEqual({
      ok: false,
      code: 'host_not_allowed',
    });
    expect(seen).toEqual([]);
  });

  it('an allowed name that resolves to a private address (DNS checked, every address)', async () => {
    const rules = [{ host: 'feed.test', port }];
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '10.0.0.5', family: 4 as const },
    ];
    expect(
      await safeGet(`http://feed.test:${port}/a.ics`, policy({ rules }), { resolve: toLoopback }),
    ).toEqual({
      ok: false,
      code: 'address_not_allowed',
    });
    expect(
      await safeGet(`http://feed.test:${port}/a.ics`, policy({ rules }), { resolve: mixed }),
    ).toEqual({
      ok: false,
      code: 'address_not_allowed',
    });
    const mapped = async () => [{ address: '::ffff:127.0.0.1', family: 6 as const }];
    expect(
      await safeGet(`http://feed.test:${port}/a.ics`, policy({ rules }), { resolve: mapped }),
    ).toEqual({
      ok: false,
      code: 'address_not_allowed',
    });
    expect(seen).toEqual([]);
  });

  it('localhost through the system resolver, and an IP literal, without allowPrivate', async () => {
    const rules = [
      { host: 'localhost', port },
      { host: '127.0.0.1', port },
    ];
    for (const url of [`http://localhost:${port}/a.ics`, `http://127.0.0.1:${port}/a.ics`]) {
      expect(await safeGet(url, policy({ rules }))).toEqual({
        ok: false,
        code: 'address_not_allowed',
      });
    }
    expect(seen).toEqual([]);
  });

  it('a name that does not resolve', async () => {
    const fails = async () => {
      throw Object.assign(new Error('ENOTFOUND feed.test'), { code: 'ENOTFOUND' });
    };
    expect(await safeGet(`http://feed.test:${port}/a.ics`, policy(), { resolve: fails })).toEqual({
      ok: false,
      code: 'dns_failed',
    });
  });
});

describe('safeGet connects to the checked address only', () => {
  it('reaches a name the system cannot resolve through the address it checked (pinned lookup)', async () => {
    let lookups = 0;
    const resolve = async () => {
      lookups += 1;
      return toLoopback();
    };
    const answer = await safeGet(`http://feed.test:${port}/ok.ics`, policy(), { resolve });
    expect(answer).toEqual({
      ok: true,
      body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      finalUrl: `http://feed.test:${port}/ok.ics`,
    });
    expect(lookups).toBe(1);
    expect(seen).toEqual(['/ok.ics']);
  });

  it('follows a redirect that passes the same checks, up to the limit', async () => {
    handler = (req, res) => {
      const hop = Number(/\/hop(\d)/.exec(req.url ?? '')?.[1] ?? 0);
      if (hop < 3) {
        res.writeHead(302, { location: `/hop${hop + 1}.ics` });
        res.end();
      } else res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    };
    const answer = await safeGet(`http://127.0.0.1:${port}/hop0.ics`, policy());
    expect(answer.ok).toBe(true);
    expect(seen).toEqual(['/hop0.ics', '/hop1.ics', '/hop2.ics', '/hop3.ics']);
    seen.length = 0;
    expect(await safeGet(`http://127.0.0.1:${port}/hop0.ics`, policy({ maxRedirects: 2 }))).toEqual(
      {
        ok: false,
        code: 'too_many_redirects',
      },
    );
  });

  it('refuses a redirect to a host or address the first URL could not name', async () => {
    handler = (_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    };
    expect(await safeGet(`http://127.0.0.1:${port}/a.ics`, policy())).toEqual({
      ok: false,
      code: 'host_not_allowed',
    });
    handler = (_req, res) => {
      res.writeHead(301, { location: `http://feed.test:${port}/b.ics` });
      res.end();
    };
    const rules = [
      { host: '127.0.0.1', port, allowPrivate: true },
      { host: 'feed.test', port },
    ];
    expect(
      await safeGet(`http://127.0.0.1:${port}/a.ics`, policy({ rules }), { resolve: toLoopback }),
    ).toEqual({
      ok: false,
      code: 'address_not_allowed',
    });
    expect(seen).toEqual(['/a.ics', '/a.ics']);
  });
});

describe('safeGet bounds the answer', () => {
  it('an error status is a code and the status, never the body', async () => {
    handler = (_req, res) => {
      res.writeHead(500);
      res.end('stack trace with password=hunter2');
    };
    const answer = await safeGet(`http://127.0.0.1:${port}/a.ics`, policy());
    expect(answer).toEqual({ ok: false, code: 'http_error', status: 500 });
    expect(JSON.stringify(answer)).not.toContain('hunter2');
  });

  it('refuses a declared or streamed body past the limit, and a compressed one that inflates past it', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-length': String(5000) });
      res.end('x'.repeat(5000));
    };
    expect(await safeGet(`http://127.0.0.1:${port}/a.ics`, policy({ maxBytes: 4096 }))).toEqual({
      ok: false,
      code: 'too_large',
    });
    handler = (_req, res) => {
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 10; i += 1) res.write('y'.repeat(1000));
      res.end();
    };
    expect(await safeGet(`http://127.0.0.1:${port}/a.ics`, policy({ maxBytes: 4096 }))).toEqual({
      ok: false,
      code: 'too_large',
    });
    const bomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
    handler = (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(bomb);
    };
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await safeGet(`http://127.0.0.1:${port}/a.ics`, policy())).toEqual({
      ok: false,
      code: 'too_large',
    });
  });

  it('reads a gzip answer within the limit', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'));
    };
    const answer = await safeGet(`http://127.0.0.1:${port}/a.ics`, policy());
    expect(answer).toMatchObject({ ok: true, body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
  });

  it('gives up on a server that does not answer in time', async () => {
    handler = () => {};
    const started = Date.now();
    expect(await safeGet(`http://127.0.0.1:${port}/a.ics`, policy({ timeoutMs: 300 }))).toEqual({
      ok: false,
      code: 'timeout',
    });
    // Long before the test's own limit, with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a refused connection', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const rules = [{ host: '127.0.0.1', port: deadPort, allowPrivate: true }];
    expect(await safeGet(`http://127.0.0.1:${deadPort}/a.ics`, policy({ rules }))).toEqual({
      ok: false,
      code: 'connect_failed',
    });
  });
});
