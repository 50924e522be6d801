import { calendarPolicy, createCalendarSyncer } from '../src/calendar';
import { calendarFeeds } from '../src/db/tables/calendar.table';
import { checkUrl } from '../src/outbound';
import { addDays, localDate } from '../src/lib/time';
import { calendarSettings, feedPath, setupCalendarSimulator } from './factories.calendar-feeds';
import { ownerSetup } from './factories.checkin';
import { loadConfig, type ConfigError } from '../src/config';
import { setupTestApp, testConfig } from './helper';

const holder = setupCalendarSimulator();
const ctx = setupTestApp(() => calendarSettings(holder.sim));
const today = localDate(new Date(), 'Europe/Rome');

describe('the scheduled sync', () => {
  it('two processes running rounds at once read each due feed once, and not again before the period', async () => {
    const { client, apartment } = await ownerSetup(ctx);
    const paths = [feedPath('a'), feedPath('b'), feedPath('c'), feedPath('d'), feedPath('e')];
    for (const [i, path] of paths.entries()) {
      holder.sim.setEvents(path, 'airbnb', [
        {
          uid: `s${i}@airbnb.com`,
          start: addDays(today, 3 + i * 5),
          end: addDays(today, 5 + i * 5),
        },
      ]);
      const created = await client.post('/api/calendar-feeds/', {
        apartment: apartment.id,
        label: 'airbnb',
        url: `${holder.sim.url}${path}`,
      });
      expect(created.status).toBe(201);
    }
    const settings = calendarSettings(holder.sim, { syncMinutes: 1 });
    const processes = [0, 1].map(() =>
      createCalendarSyncer({ db: ctx.db, cipher: ctx.app.cipher, config: settings }),
    );
    const rounds = await Promise.all([...processes, ...processes].map((p) => p.runScheduled()));
    expect(rounds.reduce((sum, r) => sum + r.synced, 0)).toBeGreaterThanOrEqual(paths.length);
    for (const path of paths) expect([path, holder.sim.requests(path).length]).toEqual([path, 1]);

    // Within the period nothing is due; the feeds' next sync is a period ahead.
    await Promise.all(processes.map((p) => p.runScheduled()));
    for (const path of paths) expect(holder.sim.requests(path)).toHaveLength(1);
    const feeds = await ctx.db.select().from(calendarFeeds);
    for (const feed of feeds.filter((f) => f.apartmentId === apartment.id)) {
      expect(feed.nextSyncAt.getTime() - Date.now()).toBeGreaterThan(50_000);
      expect(feed.lastResult).toBe('ok');
    }
    const stays = (await client.get('/api/checkin-profiles/')).body.awaiting_details;
    expect(stays).toHaveLength(paths.length);
  });
});

describe('which addresses a feed may have', () => {
  const production = calendarPolicy(testConfig());
  it.each([
    'https://www.airbnb.com/calendar/ical/12345678.ics?s=0123456789abcdef',
    'https://www.airbnb.it/calendar/ical/12345678.ics?s=abc',
    'https://airbnb.co.uk/calendar/ical/1.ics',
    'https://www.airbnb.com.au/calendar/ical/1.ics',
    'https://admin.booking.com/hotel/hoteladmin/ical.html?t=a1b2c3',
    'https://ical.booking.com/v1/export?t=a1b2c3',
    'https://www.vrbo.com/icalendar/0123456789abcdef.ics',
    'https://www.homeaway.com/icalendar/0123456789abcdef.ics',
    'https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/private-x/basic.ics',
  ])('accepts the channel address %s', (url) => {
    expect(checkUrl(url, production)).toMatchObject({ ok: true });
  });

  it.each([
    ['http://www.airbnb.com/calendar/ical/1.ics', 'insecure_url'],
    ['https://www.airbnb.com:8443/calendar/ical/1.ics', 'host_not_allowed'],
    ['https://airbnb.com.evil.example/calendar/ical/1.ics', 'host_not_allowed'],
    ['https://evilairbnb.com/calendar/ical/1.ics', 'host_not_allowed'],
    ['https://booking.com.example/ical.ics', 'host_not_allowed'],
    ['https://127.0.0.1/ical.ics', 'host_not_allowed'],
    ['https://[::1]/ical.ics', 'host_not_allowed'],
    ['https://169.254.169.254/latest/meta-data/', 'host_not_allowed'],
  ])('refuses %s (%s)', (url, code) => {
    expect(checkUrl(url, production)).toEqual({ ok: false, code });
  });

  it('CALENDAR_ALLOWED_HOSTS adds hosts; private addresses only with CALENDAR_ALLOW_INSECURE', () => {
    const extended = calendarPolicy(
      testConfig({
        calendar: {
          ...testConfig().calendar,
          allowedHosts: ['ical.example-channel.com', '127.0.0.1:8030'],
        },
      }),
    );
    expect(checkUrl('https://ical.example-channel.com/x.ics', extended)).toMatchObject({
      ok: true,
      rule: { allowPrivate: false },
    });
    expect(checkUrl('http://127.0.0.1:8030/x.ics', extended)).toEqual({
      ok: false,
      code: 'insecure_url',
    });
  });
});

describe('the calendar settings', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('reads the hosts, the period (fractions too) and the insecure switch', () => {
    const config = loadConfig({
      CALENDAR_ALLOWED_HOSTS: 'ical.example.com, 127.0.0.1:8030,*.channel.example',
      CALENDAR_SYNC_MINUTES: '0.5',
      CALENDAR_ALLOW_INSECURE: 'true',
    });
    expect(config.calendar).toMatchObject({
      allowedHosts: ['ical.example.com', '127.0.0.1:8030', '*.channel.example'],
      syncMinutes: 0.5,
      allowInsecure: true,
      timeoutMs: 15_000,
    });
    expect(loadConfig({}).calendar).toMatchObject({ syncMinutes: 15, allowInsecure: false });
  });

  it('refuses a malformed host, and the insecure switch in production', () => {
    expect(problems({ CALENDAR_ALLOWED_HOSTS: 'https://ical.example.com/' })).toEqual([
      expect.stringMatching(
        /^CALENDAR_ALLOWED_HOSTS: 'https:\/\/ical\.example\.com\/' is not a host/,
      ),
    ]);
    expect(
      problems({
        SOGLIA_MODE: 'production',
        DATABASE_URL: 'postgres://u:p@db:5432/soglia',
        SECRET_KEY: 'x'.repeat(40),
        SHELLY_CLOUD_URL: 'https://shelly-42-eu.shelly.cloud',
        ALLOGGIATI_URL: 'https://alloggiatiweb.poliziadistato.it/service/service.asmx',
        CALENDAR_ALLOW_INSECURE: 'true',
      }),
    ).toEqual([expect.stringMatching(/^CALENDAR_ALLOW_INSECURE=true: production reads/)]);
  });
});
