import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { channelFeed, type Channel, type SimEvent } from './channels';
import { DEMO_FEEDS, demoEvents } from './demo';

/**
 * A local stand-in for the channels' calendar hosts (node:http): it serves iCal feeds at any path
 * (`/airbnb/casa-soglia.ics`, …), written as Airbnb, Booking.com or Vrbo write them, or raw text a
 * test put there. Faults make a feed slow, silent, failing, huge, compressed past any limit,
 * redirecting elsewhere or in a loop, or not a calendar. Control under `/__sim/`
 * (docs/product.md § The calendar feed simulator).
 */
export type FeedFault =
  | 'slow'
  | 'hang'
  | 'error_500'
  | 'huge'
  | 'gzip_bomb'
  | 'redirect_elsewhere'
  | 'redirect_loop'
  | 'not_calendar';

interface Feed {
  channel: Channel | null;
  events: SimEvent[];
  raw: string | null;
  fault: FeedFault | null;
  /** When each request for it arrived (ms since the epoch). */
  requests: number[];
}

export interface CalendarSimulator {
  url: string;
  port: number;
  /** Serves `events` at `path` the way `channel` writes them. */
  setEvents(path: string, channel: Channel, events: SimEvent[]): void;
  /** Serves `text` as it is at `path`. */
  setRaw(path: string, text: string): void;
  remove(path: string): void;
  setFault(path: string, fault: FeedFault | null): void;
  /** When each request for `path` arrived. */
  requests(path: string): number[];
  /** The demo feeds again, with no faults and no requests counted. */
  reset(): void;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
const SLOW_MS = 3000;

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const CHANNELS: readonly Channel[] = ['airbnb', 'booking', 'vrbo'];

export const startCalendarSimulator = async ({
  port = 0,
  host = '127.0.0.1',
  demo = true,
}: { port?: number; host?: string; demo?: boolean } = {}): Promise<CalendarSimulator> => {
  const feeds = new Map<string, Feed>();
  const hanging = new Set<http.ServerResponse>();
  const feedAt = (path: string): Feed => {
    let feed = feeds.get(path);
    if (!feed) {
      feed = { channel: null, events: [], raw: null, fault: null, requests: [] };
      feeds.set(path, feed);
    }
    return feed;
  };
  const reset = () => {
    feeds.clear();
    if (!demo) return;
    for (const [path, channel] of Object.entries(DEMO_FEEDS)) {
      Object.assign(feedAt(path), { channel, events: demoEvents(channel), raw: null });
    }
  };
  reset();

  const bodyOf = (feed: Feed) =>
    feed.raw ?? (feed.channel ? channelFeed(feed.channel, feed.events) : '');

  const serveFeed = (req: http.IncomingMessage, res: http.ServerResponse, path: string) => {
    const feed = feeds.get(path);
    if (!feed || (feed.raw === null && feed.channel === null)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    feed.requests.push(Date.now());
    const send = () => {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(bodyOf(feed));
    };
    switch (feed.fault) {
      case 'slow':
        setTimeout(send, SLOW_MS).unref();
        return;
      case 'hang':
        hanging.add(res);
        return;
      case 'error_500':
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('<h1>Internal error: database password is hunter2</h1>');
        return;
      case 'huge': {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const line = `X-PADDING:${'x'.repeat(1000)}\r\n`;
        res.write('BEGIN:VCALENDAR\r\n');
        for (let i = 0; i < 3000; i += 1) res.write(line);
        res.end('END:VCALENDAR\r\n');
        return;
      }
      case 'gzip_bomb': {
        const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
        res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' });
        res.end(bomb);
        return;
      }
      case 'redirect_elsewhere':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return;
      case 'redirect_loop':
        res.writeHead(302, { location: req.url ?? '/' });
        res.end();
        return;
      case 'not_calendar':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><title>Sign in</title><p>Please sign in</p>');
        return;
      default:
        send();
    }
  };

  const control = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    if (req.method === 'GET' && url.pathname === '/__sim/state') {
      json(res, 200, {
        feeds: [...feeds.entries()].map(([path, feed]) => ({
          path,
          channel: feed.channel,
          events: feed.raw === null ? feed.events : null,
          fault: feed.fault,
          requests: feed.requests.length,
        })),
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__sim/reset') {
      reset();
      json(res, 200, { ok: true });
      return;
    }
    const feedPath = /^\/__sim\/(feeds|faults)(\/.+)$/.exec(url.pathname);
    if (!feedPath) return json(res, 404, { error: 'unknown control path' });
    const [, what, path] = feedPath;
    if (what === 'feeds' && req.method === 'DELETE') {
      feeds.delete(path);
      return json(res, 200, { ok: true });
    }
    if (req.method !== 'PUT') return json(res, 405, { error: 'use PUT' });
    const body = await readBody(req);
    if (what === 'faults') {
      const { mode } = JSON.parse(body || '{}') as { mode?: FeedFault | null };
      feedAt(path).fault = mode ?? null;
      return json(res, 200, { ok: true });
    }
    if (String(req.headers['content-type']).startsWith('text/calendar')) {
      Object.assign(feedAt(path), { raw: body, channel: null, events: [] });
      return json(res, 200, { ok: true });
    }
    const { channel, events } = JSON.parse(body) as { channel?: Channel; events?: SimEvent[] };
    if (!channel || !CHANNELS.includes(channel) || !Array.isArray(events)) {
      return json(res, 400, {
        error: 'send {"channel": "airbnb"|"booking"|"vrbo", "events": [...]}',
      });
    }
    Object.assign(feedAt(path), { channel, events, raw: null });
    return json(res, 200, { ok: true });
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (url.pathname.startsWith('/__sim/')) {
      control(req, res, url).catch((error: Error) => json(res, 400, { error: error.message }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      res.end();
      return;
    }
    serveFeed(req, res, url.pathname);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    setEvents: (path, channel, events) => {
      Object.assign(feedAt(path), { channel, events, raw: null });
    },
    setRaw: (path, text) => {
      Object.assign(feedAt(path), { raw: text, channel: null, events: [] });
    },
    remove: (path) => {
      feeds.delete(path);
    },
    setFault: (path, fault) => {
      feedAt(path).fault = fault;
    },
    requests: (path) => [...(feeds.get(path)?.requests ?? [])],
    reset,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
