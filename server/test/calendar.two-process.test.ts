import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCalendarSimulator, type CalendarSimulator } from '../src/calendar/simulator/server';
import { createDatabase, type Database } from '../src/db/client';
import { addDays, localDate } from '../src/lib/time';
import { createCipher } from '../src/security/crypto';
import { TestClient } from './api-client';
import { createApartment, createOwner, createRoom } from './factories';
import {
  createTestDatabaseTarget,
  testConfig,
  testDbKind,
  type TestContext,
  type TestDatabaseTarget,
} from './helper';
import { serviceEnv, startService, type Service } from './processes';

/**
 * The scheduled calendar sync across two real API processes on one PostgreSQL: both run the
 * schedule (a round every second, a period of 3 s), and each feed is still read once per period.
 * PGlite is one process by construction.
 */
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;

const PERIOD_MS = 3000;
const WINDOW_MS = 13_000;

onPostgres('the calendar sync across two API processes', () => {
  let target: TestDatabaseTarget;
  let sim: CalendarSimulator;
  let service: Service;
  let database: Database;
  let tmp = '';
  const secretKey = crypto.randomBytes(32).toString('base64url');

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-calendar-'));
    target = await createTestDatabaseTarget();
    sim = await startCalendarSimulator({ demo: false });
    service = await startService(2, {
      ...serviceEnv({
        databaseUrl: target.databaseUrl!,
        secretKey,
        mediaDir: path.join(tmp, 'media'),
        dataDir: path.join(tmp, 'pglite'),
        logLevel: 'info',
      }),
      CALENDAR_SYNC_MINUTES: String(PERIOD_MS / 60_000),
      CALENDAR_ALLOWED_HOSTS: `127.0.0.1:${sim.port}`,
      CALENDAR_ALLOW_INSECURE: 'true',
    });
    database = await createDatabase(testConfig({ databaseUrl: target.databaseUrl }));
  }, 180_000);

  afterAll(async () => {
    await service?.stop();
    await database?.close();
    await sim?.close();
    await target?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('reads each feed once per period, whichever process claims it', async () => {
    const ctx = {
      db: database.db,
      app: { cipher: createCipher(secretKey) },
    } as unknown as TestContext;
    const owner = await createOwner(ctx);
    const apartment = await createApartment(ctx, owner.id);
    await createRoom(ctx, owner.id, apartment.id);
    const client = new TestClient(service.proxy.url);
    await client.login(owner.username, owner.password);
    const today = localDate(new Date(), 'Europe/Rome');
    // Paths of this try only: a second try (CI) must not count the reads of the first one's feeds.
    const tag = crypto.randomBytes(4).toString('hex');
    const paths = ['a', 'b', 'c'].map((name) => `/two-${name}-${tag}.ics`);
    for (const [i, feedPath] of paths.entries()) {
      sim.setEvents(feedPath, 'airbnb', [
        {
          uid: `two-${i}@airbnb.com`,
          start: addDays(today, 2 + 4 * i),
          end: addDays(today, 4 + 4 * i),
        },
      ]);
      const created = await client.post('/api/calendar-feeds/', {
        apartment: apartment.id,
        label: 'airbnb',
        url: `${sim.url}${feedPath}`,
      });
      expect(created.status).toBe(201);
    }
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));

    for (const feedPath of paths) {
      const times = sim.requests(feedPath).filter((t) => t >= started);
      // Each round ticks every second in each process: without the claims a feed would be read
      // by both, several times a period (some 20 reads in the window). Each claim moves the
      // feed's next sync a whole period ahead, so the window holds one read per period it spans,
      // plus one claimed just before it whose read arrived late on a busy machine. (When a read
      // arrives varies with the machine's load, so the gaps between arrivals are no proof.)
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.length).toBeLessThanOrEqual(Math.floor(WINDOW_MS / PERIOD_MS) + 2);
    }
    const stays = (await client.get('/api/checkin-profiles/')).body.awaiting_details;
    expect(stays).toHaveLength(paths.length);
    // Both processes run the schedule (each logs its rounds that read something).
    const rounds = service.processes.map(
      (p) =>
        p
          .output()
          .split('\n')
          .filter((line) => line.includes('calendar-sync job done')).length,
    );
    expect(rounds.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
