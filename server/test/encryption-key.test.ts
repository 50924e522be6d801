import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { alloggiatiAccounts } from '../src/db/tables/alloggiati-accounts.table';
import { buildApp } from '../src/app';
import { apartments } from '../src/db/tables/apartments.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { rotateKeyCommand } from '../src/cli/rotate-key-command';
import type { AppConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { createCipher } from '../src/security/crypto';
import { EncryptionKeyError, keyFileOf } from '../src/security/encryption-key';
import { serverSecrets } from '../src/db/tables/security.table';
import { createApartment, createGuestStay, createOwner } from './factories';
import { migratedDataDir, setupTestApp, testConfig, testDbKind } from './helper';

const ctx = setupTestApp();
const KEY_A = 'a'.repeat(43);
const KEY_B = 'b'.repeat(43);

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-key-'));
const configWith = (overrides: Partial<AppConfig>): AppConfig => ({ ...ctx.config, ...overrides });

/** Starts an app on this file's database with another key setup, and closes it again. */
const start = async (overrides: Partial<AppConfig>) => {
  const app = await buildApp({ db: ctx.db, config: configWith(overrides), logger: false });
  await app.close();
  return app;
};

/** Nothing encrypted left, so each test picks its own key. */
beforeEach(async () => {
  await ctx.db.execute(sql`delete from checkin_profiles`);
  await ctx.db.execute(sql`delete from apartments`);
  await ctx.db.execute(sql`delete from server_secrets`);
  await ctx.db.execute(sql`delete from alloggiati_accounts`);
});

const storeEncrypted = async (secret: string, plain: string) => {
  const owner = await createOwner(ctx);
  return createApartment(ctx, owner.id, {
    authKeyEncrypted: createCipher(secret).encrypt(plain),
  });
};

describe('the encryption key', () => {
  it('is generated once into a 0600 file in the data directory, never into the database', async () => {
    const file = path.join(tmpDir(), 'secret.key');
    const first = await start({ secretKey: null, secretKeyFile: file });
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(await ctx.db.select().from(serverSecrets)).toEqual([]);
    const secret = fs.readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await storeEncrypted(secret, 'shelly-key');
    const second = await start({ secretKey: null, secretKeyFile: file });
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    const [row] = await ctx.db.select().from(apartments);
    expect(second.cipher.decrypt(row.authKeyEncrypted)).toBe('shelly-key');
    expect(first.cipher.decrypt(row.authKeyEncrypted)).toBe('shelly-key');
  });

  it('sits beside the PGlite folder by default', () => {
    expect(keyFileOf({ secretKeyFile: null, dataDir: '/srv/soglia/pglite' })).toBe(
      '/srv/soglia/secret.key',
    );
  });

  it('moves a key an earlier version kept in the database to the file, data still readable', async () => {
    await ctx.db.insert(serverSecrets).values({ name: 'encryption_key', value: KEY_A });
    await storeEncrypted(KEY_A, 'old-shelly-key');
    const file = path.join(tmpDir(), 'secret.key');
    const app = await start({ secretKey: null, secretKeyFile: file });
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(KEY_A);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(await ctx.db.select().from(serverSecrets)).toEqual([]);
    const [row] = await ctx.db.select().from(apartments);
    expect(app.cipher.decrypt(row.authKeyEncrypted)).toBe('old-shelly-key');
  });

  it('refuses to start with a key that cannot decrypt what is stored, saying what to do', async () => {
    await storeEncrypted(KEY_A, 'shelly-key');
    const wrong = start({ secretKey: KEY_B });
    await expect(wrong).rejects.toThrow(EncryptionKeyError);
    await expect(wrong).rejects.toThrow(/cannot decrypt.*rotate-key/s);
    const missing = start({ secretKey: null, secretKeyFile: path.join(tmpDir(), 'secret.key') });
    await expect(missing).rejects.toThrow(/secret\.key file of the first start/);
    await expect(start({ secretKey: KEY_A })).resolves.toBeDefined();
  });
});

describe('npm run rotate-key', () => {
  // Command processes on a fresh database each: minutes on a busy two-core machine.
  it('re-encrypts every encrypted column with a new key in one go', async () => {
    const databaseUrl = testDbKind() === 'postgres' ? ctx.config.databaseUrl : null;
    const dataDir = await migratedDataDir('soglia-key-', databaseUrl);
    const dir = path.dirname(dataDir);
    const config = testConfig({
      databaseUrl,
      dataDir,
      secretKey: null,
      secretKeyFile: null,
    });
    // A data directory on disk, as after `npm start` (PGlite), or this file's PostgreSQL.
    const opened = await openDatabase(config, 'test');
    const before = await buildApp({ db: opened.database.db, config, logger: false });
    const owner = await createOwner({ ...ctx, db: opened.database.db, app: before });
    const apartment = await createApartment(
      { ...ctx, db: opened.database.db, app: before },
      owner.id,
      {
        authKey: 'shelly-key',
      },
    );
    const stay = await createGuestStay({ ...ctx, db: opened.database.db, app: before });
    const [account, own] = await opened.database.db
      .insert(alloggiatiAccounts)
      .values([
        {
          ownerId: owner.id,
          user: 'XX002458',
          passwordEncrypted: before.cipher.encrypt('portal-password'),
          wsKeyEncrypted: before.cipher.encrypt('ws-key'),
        },
        // An apartment's own account.
        {
          ownerId: owner.id,
          apartmentId: apartment.id,
          user: 'XX002459',
          passwordEncrypted: before.cipher.encrypt('own-password'),
          wsKeyEncrypted: before.cipher.encrypt('own-ws-key'),
        },
      ])
      .returning();
    await before.close();
    await opened.close();
    const file = path.join(dir, 'secret.key');
    const oldKey = fs.readFileSync(file, 'utf8').trim();

    const out: string[] = [];
    const code = await rotateKeyCommand(['--new-key', KEY_B], config, {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/^Re-encrypted \d+ values\. The new key is in .*secret\.key\.$/);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(KEY_B);
    expect(fs.existsSync(`${file}.new`)).toBe(false);

    const reopened = await openDatabase(config, 'test');
    try {
      const after = await buildApp({ db: reopened.database.db, config, logger: false });
      const [apt] = await reopened.database.db
        .select()
        .from(apartments)
        .where(eq(apartments.id, apartment.id));
      expect(after.cipher.decrypt(apt.authKeyEncrypted)).toBe('shelly-key');
      expect(() => createCipher(oldKey).decrypt(apt.authKeyEncrypted)).toThrow();
      const [profile] = await reopened.database.db
        .select()
        .from(checkinProfiles)
        .where(eq(checkinProfiles.id, stay.profile.id));
      const encrypted = profile.passwordEncrypted;
      expect(after.cipher.decrypt(encrypted)).toBe(stay.password);
      const [stored] = await reopened.database.db
        .select()
        .from(alloggiatiAccounts)
        .where(eq(alloggiatiAccounts.id, account.id));
      expect(after.cipher.decrypt(stored.passwordEncrypted)).toBe('portal-password');
      expect(after.cipher.decrypt(stored.wsKeyEncrypted)).toBe('ws-key');
      const [ownStored] = await reopened.database.db
        .select()
        .from(alloggiatiAccounts)
        .where(eq(alloggiatiAccounts.id, own.id));
      expect(after.cipher.decrypt(ownStored.passwordEncrypted)).toBe('own-password');
      expect(after.cipher.decrypt(ownStored.wsKeyEncrypted)).toBe('own-ws-key');
      await after.close();
    } finally {
      await reopened.close();
    }
  }, 240_000);
});
