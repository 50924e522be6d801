import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOwnerCommand } from '../src/cli/create-owner-command';
import { loadConfig, serverRoot } from '../src/config';
import { lockFilePath } from '../src/db/lock';
import { migratedDataDir, testConfig, testDbKind } from './helper';

const repoRoot = path.resolve(serverRoot, '..');
const tmpDataDir = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-start-')), 'pglite');

/** Starts the API process (PGlite on `dataDir`), answers its banner and stops it. */
const bannerOf = (env: Record<string, string>): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, NODE_ENV: 'test', API_PORT: '0', DATABASE_URL: '', ...env },
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no banner within 60 s:\n${out}`));
    }, 60_000);
    const collect = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Stop with Ctrl+C.')) {
        clearTimeout(timer);
        child.once('exit', () => resolve(out));
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', (chunk) => (out += chunk.toString()));
  });

// PGlite only: the process owns its data directory (the PostgreSQL run covers nothing more here).
const onPglite = testDbKind() === 'pglite' ? describe : describe.skip;

onPglite('the start banner', () => {
  it('prints the demo logins after seeding them', async () => {
    const banner = await bannerOf({ DATA_DIR: tmpDataDir() });
    expect(banner).toContain('Demo data seeded now. Demo logins:');
    expect(banner).toContain('owner   host / soglia-demo');
  }, 90_000);

  it('prints no demo logins with SEED_DEMO=false', async () => {
    // A folder as after a first start: whether demo data is seeded is decided on every start.
    const banner = await bannerOf({ DATA_DIR: await migratedDataDir(), SEED_DEMO: 'false' });
    expect(banner).toContain('Soglia API is running');
    expect(banner).not.toMatch(/Demo logins|soglia-demo|GUEST123/);
  }, 90_000);

  it('prints no demo logins when owners existed before the first start', async () => {
    const dataDir = await migratedDataDir();
    const io = { out: () => {}, err: () => {} };
    const config = testConfig({ dataDir, databaseUrl: null });
    expect(
      await createOwnerCommand(['--username', 'maria', '--password', 'long-pass-1'], config, io),
    ).toBe(0);
    const banner = await bannerOf({ DATA_DIR: dataDir });
    expect(banner).toContain('Soglia API is running');
    expect(banner).not.toMatch(/Demo logins|soglia-demo|GUEST123/);
  }, 90_000);

  it('refuses malformed settings with every problem, no stack trace, and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        API_PORT: '0',
        DATABASE_URL: '',
        DATA_DIR: tmpDataDir(),
        RETENTION_INTERVAL_MINUTES: 'abc',
        SEED_DEMO: 'maybe',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Soglia API did not start: invalid configuration:\n' +
        "  - SEED_DEMO must be true or false, got 'maybe'\n" +
        "  - RETENTION_INTERVAL_MINUTES must be a non-negative integer, got 'abc'\n",
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).toBe('');
  }, 90_000);

  it('listens on API_PORT (the README name), falling back to PORT', () => {
    expect(loadConfig({ API_PORT: '9123', PORT: '8000' }).port).toBe(9123);
    expect(loadConfig({ PORT: '8001' }).port).toBe(8001);
    expect(loadConfig({}).port).toBe(8000);
  });
});

onPglite('npm run create-owner', () => {
  it('refuses with the clear message only (no npm failure block) and a non-zero exit', () => {
    const dataDir = tmpDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    // This test process holds the data directory, as a running API would.
    fs.writeFileSync(
      lockFilePath(dataDir),
      JSON.stringify({ pid: process.pid, holder: 'soglia server (port 8000)', startedAt: 'now' }),
    );
    const result = spawnSync('npm', ['run', 'create-owner', '--', '--username', 'luca'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is in use by soglia server (port 8000)');
    expect(result.stderr).toContain('Stop the server first');
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/npm error|Lifecycle script/);
  }, 60_000);
});
