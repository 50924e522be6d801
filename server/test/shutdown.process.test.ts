import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { alloggiatiRecords } from '../src/db/tables/alloggiati-records.table';
import { startAlloggiatiSimulator } from '../src/alloggiati/simulator/server';
import { serverRoot } from '../src/config';
import { openDatabase } from '../src/db/open';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { jobLocks } from '../src/db/tables/jobs.table';
import { createCipher } from '../src/security/crypto';
import { TestClient } from './api-client';
import { romeToday, validGuest } from './factories.alloggiati';
import { createGuestStay, unique } from './factories';
import { createTestDatabaseTarget, migratedDataDir, testConfig, type TestContext } from './helper';

const START_TIMEOUT_MS = 120_000;

/** The API as `npm start` runs it (tsx), resolving with its URL once the banner is printed. */
const startApi = (env: Record<string, string>) => {
  // The jest worker's NODE_OPTIONS (--experimental-vm-modules) is not for the API.
  const { NODE_OPTIONS: _nodeOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...inherited, NODE_ENV: 'test', API_PORT: '0', ...env },
  });
  const output = { text: '' };
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no banner:\n${output.text}`)),
      START_TIMEOUT_MS,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output.text += chunk.toString();
      const match = /API {7}(http:\/\/\S+)\/api\//.exec(output.text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before its banner:\n${output.text}`));
    });
  });
  return { child, url, exited, output };
};

/** One GET on a connection of its own: the status, or the connection error's code. */
const getOnNewConnection = (url: string): Promise<number | string> =>
  new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

const waitFor = async (condition: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('SIGTERM on the API process', () => {
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('finishes an Alloggiati Send in flight (200, records accepted), refuses new requests, exits 0', async () => {
    const sim = await startAlloggiatiSimulator();
    const target = await createTestDatabaseTarget();
    // PGlite: a folder as after a first start (what is tested is the stop, not the start).
    const dataDir = await migratedDataDir('soglia-sigterm-', target.databaseUrl);
    const tmp = path.dirname(dataDir);
    const secretKey = crypto.randomBytes(32).toString('base64url');
    const config = testConfig({
      databaseUrl: target.databaseUrl,
      dataDir,
      secretKey,
    });
    try {
      // The stay is written before the API starts: an on-disk PGlite has one process at a time.
      let opened = await openDatabase(config, 'shutdown test');
      const ctx = {
        db: opened.database.db,
        app: { cipher: createCipher(secretKey) },
      } as unknown as TestContext;
      const stay = await createGuestStay(ctx, {
        guestType: 'ospite singolo',
        guestNumber: 1,
        checkInDate: romeToday(),
      });
      const [guest] = await ctx.db
        .insert(guestRegistrations)
        .values({ checkinProfileId: stay.profile.id, ...validGuest(0) })
        .returning();
      await opened.close();

      const api = startApi({
        DATA_DIR: config.dataDir,
        DATABASE_URL: target.databaseUrl ?? '',
        SECRET_KEY: secretKey,
        SEED_DEMO: 'false',
        MEDIA_DIR: path.join(tmp, 'media'),
        ALLOGGIATI_URL: sim.url,
        ALLOGGIATI_TIMEOUT_MS: '20000',
        ALLOGGIATI_AUTO_SEND_MINUTES: '0',
        LOG_LEVEL: 'info',
      });
      child = api.child;
      const base = await api.url;

      const owner = new TestClient(base);
      await owner.login(stay.owner.username, stay.owner.password);
      const user = unique('AW').toUpperCase();
      sim.addAccount(user, { password: 'segreta', wskey: 'chiave' });
      const saved = await owner.request('PUT', '/api/alloggiati/account/', {
        body: { user, password: 'segreta', ws_key: 'chiave' },
      });
      expect(saved.status).toBe(200);

      // The service takes 3 s to answer the Send; SIGTERM arrives while the API waits for it.
      sim.addFault({ mode: 'slow', operation: 'Send', ms: 3000 });
      const callsBefore = sim.calls().length;
      const sending = owner.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
      await waitFor(() => sim.calls().length > callsBefore, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sim.calls().filter((c) => c.operation === 'Send')).toEqual([]);
      const signalled = Date.now();
      api.child.kill('SIGTERM');

      await waitFor(() => api.output.text.includes('shutting down'), 10_000);
      const late = await getOnNewConnection(`${base}/api/health/ready`);
      // Refused either way: answered 503 while draining, or the closing listener refuses (or
      // resets a connection the kernel had already queued).
      expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(late);

      const sent = await sending;
      expect(sent.status).toBe(200);
      expect(sent.body.detail).toBe('Inviata 1 schedina su 1.');
      expect(sent.body.stay.state).toBe('sent');
      expect(await api.exited).toBe(0);
      const tookMs = Date.now() - signalled;
      expect(api.output.text).toContain('stopped cleanly');
      expect(sim.calls().filter((c) => c.operation === 'Send')).toHaveLength(1);

      opened = await openDatabase(config, 'shutdown test');
      try {
        const db = opened.database.db;
        const records = await db
          .select()
          .from(alloggiatiRecords)
          .where(eq(alloggiatiRecords.guestId, guest.id));
        expect(records.map((r) => r.status)).toEqual(['accepted']);
        expect(await db.select().from(jobLocks)).toEqual([]);
      } finally {
        await opened.close();
      }
      // The figure of the report: from the signal to the exit, with a 3 s Send in flight.
      console.log(`SIGTERM to exit with a Send in flight: ${tookMs} ms`);
    } finally {
      await sim.stop();
      await target.drop();
    }
  }, 240_000);
});
