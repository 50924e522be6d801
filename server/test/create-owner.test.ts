import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOwnerCommand } from '../src/cli/create-owner-command';
import { createDatabase } from '../src/db/client';
import { createAuthRepository } from '../src/auth/auth.repository';
import { lockFilePath } from '../src/db/lock';
import { verifyPassword } from '../src/security/passwords';
import {
  createTestDatabaseTarget,
  testConfig,
  testDbKind,
  type TestDatabaseTarget,
} from './helper';

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
};

describe('create-owner command', () => {
  let target: TestDatabaseTarget;
  let dataDir: string;

  beforeAll(async () => {
    target = await createTestDatabaseTarget();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-cli-'));
  });
  afterAll(async () => {
    await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // On PGlite this runs on a fresh on-disk data directory (migrations run by the command).
  const config = () => testConfig({ databaseUrl: target.databaseUrl, dataDir });

  it('creates an owner on a fresh database, generating a password, and refuses duplicates', async () => {
    const first = capture();
    expect(await createOwnerCommand(['--username', 'marta'], config(), first.io)).toBe(0);
    expect(first.out[0]).toBe("Owner 'marta' created.");
    const generated = /^Generated password: (\S+)$/.exec(first.out[1])?.[1];
    expect(generated).toBeDefined();

    const explicit = capture();
    expect(
      await createOwnerCommand(
        ['--username', 'luca', '--password', 'a-long-pass'],
        config(),
        explicit.io,
      ),
    ).toBe(0);
    expect(explicit.out).toEqual(["Owner 'luca' created."]);

    const dup = capture();
    expect(await createOwnerCommand(['--username', 'marta'], config(), dup.io)).toBe(1);
    expect(dup.err[0]).toBe("The username 'marta' is already taken. Choose another one.");
    const otherCase = capture();
    expect(await createOwnerCommand(['--username', 'Marta'], config(), otherCase.io)).toBe(1);
    expect(otherCase.err[0]).toBe("The username 'Marta' is already taken. Choose another one.");

    const database = await createDatabase(config());
    try {
      const owner = await createAuthRepository(database.db).findOwnerByUsername('marta');
      expect(await verifyPassword(generated!, owner!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
    if (testDbKind() === 'pglite') expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
    // Six openings of an on-disk embedded database (about 4 s alone) take minutes on a busy CI box.
  }, 240_000);

  it('rejects bad arguments with usage', async () => {
    const none = capture();
    expect(await createOwnerCommand([], config(), none.io)).toBe(2);
    expect(none.err.join('\n')).toContain('--username is required');
    const short = capture();
    expect(
      await createOwnerCommand(['--username', 'x', '--password', 'short'], config(), short.io),
    ).toBe(2);
    const unknown = capture();
    expect(await createOwnerCommand(['--nope'], config(), unknown.io)).toBe(2);
  });

  it('exits 1 with a clear message while a live server holds the embedded database', async () => {
    const lockedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-locked-'));
    fs.writeFileSync(
      lockFilePath(lockedDir),
      JSON.stringify({
        pid: process.ppid,
        holder: 'soglia server (port 8000)',
        startedAt: new Date().toISOString(),
      }),
    );
    const run = capture();
    const code = await createOwnerCommand(
      ['--username', 'anna'],
      testConfig({ dataDir: lockedDir }),
      run.io,
    );
    expect(code).toBe(1);
    expect(run.err[0]).toContain('is in use by soglia server (port 8000)');
    expect(run.err[0]).toContain('Stop the server first');
    expect(run.err[0]).toContain('DATABASE_URL');
    fs.rmSync(lockedDir, { recursive: true, force: true });
  });
});
