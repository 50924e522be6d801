import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { Client } from 'pg';
import { Piscina } from 'piscina';
import { serverRoot } from '../src/config';
import { OFFICIAL_ALLOGGIATI_URL } from '../src/config.production';
import { TestClient } from './api-client';
import { createTestDatabaseTarget, testDbKind, type TestDatabaseTarget } from './helper';

// The compiled API as `npm run start:prod` runs it (plain node, SOGLIA_MODE=production). CI runs
// the tests before `npm run build`, so this file compiles the server itself (esbuild, about a
// second) into a folder of its own beside src/; scripts/prod-smoke.sh checks the whole launcher
// after the build, on a production install.
const outName = `.dist-test-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
const outDir = path.join(serverRoot, outName);

// The jest worker's NODE_OPTIONS (--experimental-vm-modules) and the test database are not the
// API's: every setting a case needs is given explicitly.
const {
  NODE_OPTIONS: _nodeOptions,
  DATABASE_URL: _databaseUrl,
  SEED_DEMO: _seedDemo,
  ...inherited
} = process.env;

const productionEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  ...inherited,
  SOGLIA_MODE: 'production',
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  SECRET_KEY: crypto.randomBytes(32).toString('base64url'),
  SHELLY_CLOUD_URL: 'https://shelly-42-eu.shelly.cloud',
  ALLOGGIATI_URL: OFFICIAL_ALLOGGIATI_URL,
  // No call may leave this machine: the Alloggiati jobs stay off.
  ALLOGGIATI_AUTO_SEND_MINUTES: '0',
  ALLOGGIATI_RECEIPTS_HOURS: '0',
  MEDIA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-prod-media-')),
  API_PORT: '0',
  ...extra,
});

const runCompiled = (program: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [path.join(outName, program), ...args], {
    cwd: serverRoot,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });

beforeAll(() => {
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', outName], {
    cwd: serverRoot,
    env: inherited,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}${built.stdout}`);
}, 60_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

// The refusals need no database: the PGlite run checks them, the PostgreSQL run starts the API.
const onPglite = testDbKind() === 'pglite' ? describe : describe.skip;
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;

onPglite('the compiled API in production mode refuses demo settings', () => {
  it('lists every missing setting and simulator URL, one line each, and exits 1', () => {
    const result = runCompiled('main.js', [], {
      ...inherited,
      SOGLIA_MODE: 'production',
      API_PORT: '0',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe('Soglia API did not start: invalid configuration:');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}- DATABASE_URL is not set: production runs on PostgreSQL/),
      expect.stringMatching(/^ {2}- SECRET_KEY or SECRET_KEY_FILE must be set/),
      expect.stringMatching(
        /^ {2}- SHELLY_CLOUD_URL=http:\/\/127\.0\.0\.1:8010 points at a simulator/,
      ),
      expect.stringMatching(
        /^ {2}- ALLOGGIATI_URL=http:\/\/127\.0\.0\.1:8020 points at a simulator/,
      ),
    ]);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('refuses a simulator URL on its own, and a database that is not PostgreSQL', () => {
    const simulator = runCompiled(
      'main.js',
      [],
      productionEnv('postgres://soglia:secret@db.example:5432/soglia', {
        ALLOGGIATI_URL: 'http://localhost:8020/service/service.asmx',
      }),
    );
    expect(simulator.status).toBe(1);
    expect(simulator.stderr.trim().split('\n').slice(1)).toEqual([
      `  - ALLOGGIATI_URL=http://localhost:8020 points at a simulator (this machine, or the ` +
        `simulator's port 8020): production sends to ${OFFICIAL_ALLOGGIATI_URL}`,
    ]);

    const pglite = runCompiled('main.js', [], productionEnv('file:///var/lib/soglia'));
    expect(pglite.status).toBe(1);
    expect(pglite.stderr).toContain('  - DATABASE_URL must be a PostgreSQL URL');
  });

  it('refuses SEED_DEMO=true, and create-owner checks the same settings', () => {
    const result = runCompiled(
      'create-owner.js',
      ['--username', 'maria'],
      productionEnv('postgres://db.example/soglia', { SEED_DEMO: 'true', SECRET_KEY: 'short' }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'create-owner did not start: invalid configuration:',
      expect.stringMatching(/^ {2}- SECRET_KEY is too short \(5 characters\)/),
      '  - SEED_DEMO=true: production never seeds demo data; unset SEED_DEMO',
    ]);
  });
});

onPglite('the compiled decoder worker', () => {
  it('checks a PDF on a worker thread with plain node (no tsx)', async () => {
    const pool = new Piscina({ filename: path.join(outDir, 'decode.worker.cjs'), maxThreads: 1 });
    try {
      const doc = await PDFDocument.create();
      doc.addPage();
      const input = await doc.save();
      const verdict = await pool.run({ input, maxInflatedBytes: 10_000_000 }, { name: 'pdf' });
      expect(verdict).toMatchObject({ ok: true });
    } finally {
      await pool.destroy();
    }
  });
});

onPostgres('the compiled API in production mode on PostgreSQL', () => {
  let target: TestDatabaseTarget;
  beforeAll(async () => {
    target = await createTestDatabaseTarget();
  });
  afterAll(() => target.drop());

  it('comes up ready with no demo data; create-owner then login work; SIGTERM exits 0', async () => {
    const env = productionEnv(target.databaseUrl!);
    const child = spawn(process.execPath, [path.join(outName, 'main.js')], {
      cwd: serverRoot,
      env,
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner:\n${output}`)), 60_000);
        const collect = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /API {7}(http:\/\/\S+)\/api\//.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        };
        child.stdout.on('data', collect);
        child.stderr.on('data', collect);
        void exited.then((code) => reject(new Error(`exited ${code}:\n${output}`)));
      });
      expect(output).not.toMatch(/Demo logins|soglia-demo/);

      const ready = await fetch(`${url}/api/health/ready`);
      expect(ready.status).toBe(200);

      const db = new Client({ connectionString: target.databaseUrl! });
      await db.connect();
      try {
        const owners = await db.query('SELECT count(*)::int AS n FROM owners');
        const profiles = await db.query('SELECT count(*)::int AS n FROM checkin_profiles');
        expect([owners.rows[0].n, profiles.rows[0].n]).toEqual([0, 0]);
      } finally {
        await db.end();
      }

      const created = runCompiled(
        'create-owner.js',
        ['--username', 'maria', '--password', 'a long passphrase'],
        env,
      );
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);

      const client = new TestClient(url);
      await client.login('maria', 'a long passphrase');
      const me = await client.request('GET', '/api/user_information/');
      expect(me.body).toEqual({ profile_type: 'owner' });
      expect(
        (
          await client.request('POST', '/api/auth/login/', {
            body: { username: 'host', password: 'soglia-demo' },
            token: null,
          })
        ).status,
      ).toBe(400);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
