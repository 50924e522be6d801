import { desc, eq, ne } from 'drizzle-orm';
import {
  alloggiatiAccounts,
  apartments,
  calendarExports,
  calendarFeeds,
  checkinProfiles,
  type Db,
} from '../db';
import type { Cipher } from './crypto';

type Runner = Pick<Db, 'select' | 'update'>;

interface EncryptedColumn {
  name: string;
  /** Stored values (non-empty), newest first; locked when `lock` is set. */
  values(
    db: Runner,
    options: { limit?: number; lock?: boolean },
  ): Promise<{ id: number; value: string }[]>;
  write(db: Runner, id: number, value: string): Promise<unknown>;
}

/** A text column of a table with a serial `id`: its non-empty values, newest first. */
const accountColumn = (
  name: string,
  column: typeof alloggiatiAccounts.passwordEncrypted | typeof alloggiatiAccounts.wsKeyEncrypted,
  key: 'passwordEncrypted' | 'wsKeyEncrypted',
): EncryptedColumn => ({
  name,
  values: (db, { limit, lock }) => {
    const query = db
      .select({ id: alloggiatiAccounts.id, value: column })
      .from(alloggiatiAccounts)
      .where(ne(column, ''))
      .orderBy(desc(alloggiatiAccounts.id))
      .$dynamic();
    if (limit) query.limit(limit);
    if (lock) query.for('update');
    return query;
  },
  write: (db, id, value) =>
    db
      .update(alloggiatiAccounts)
      .set({ [key]: value })
      .where(eq(alloggiatiAccounts.id, id)),
});

/**
 * Every column the server secret encrypts (AES-GCM): Shelly auth keys, guest passwords, the
 * Alloggiati Web passwords and WsKeys, calendar feed URLs and exported calendars' secrets.
 */
export const ENCRYPTED_COLUMNS: EncryptedColumn[] = [
  accountColumn(
    'alloggiati_accounts.password_encrypted',
    alloggiatiAccounts.passwordEncrypted,
    'passwordEncrypted',
  ),
  accountColumn(
    'alloggiati_accounts.ws_key_encrypted',
    alloggiatiAccounts.wsKeyEncrypted,
    'wsKeyEncrypted',
  ),
  {
    name: 'apartments.auth_key_encrypted',
    values: (db, { limit, lock }) => {
      const query = db
        .select({ id: apartments.id, value: apartments.authKeyEncrypted })
        .from(apartments)
        .where(ne(apartments.authKeyEncrypted, ''))
        .orderBy(desc(apartments.id))
        .$dynamic();
      if (limit) query.limit(limit);
      if (lock) query.for('update');
      return query;
    },
    write: (db, id, value) =>
      db.update(apartments).set({ authKeyEncrypted: value }).where(eq(apartments.id, id)),
  },
  {
    name: 'checkin_profiles.password_encrypted',
    values: (db, { limit, lock }) => {
      const query = db
        .select({ id: checkinProfiles.id, value: checkinProfiles.passwordEncrypted })
        .from(checkinProfiles)
        .where(ne(checkinProfiles.passwordEncrypted, ''))
        .orderBy(desc(checkinProfiles.id))
        .$dynamic();
      if (limit) query.limit(limit);
      if (lock) query.for('update');
      return query;
    },
    write: (db, id, value) =>
      db
        .update(checkinProfiles)
        .set({ passwordEncrypted: value })
        .where(eq(checkinProfiles.id, id)),
  },
  {
    name: 'calendar_feeds.url_encrypted',
    values: (db, { limit, lock }) => {
      const query = db
        .select({ id: calendarFeeds.id, value: calendarFeeds.urlEncrypted })
        .from(calendarFeeds)
        .where(ne(calendarFeeds.urlEncrypted, ''))
        .orderBy(desc(calendarFeeds.id))
        .$dynamic();
      if (limit) query.limit(limit);
      if (lock) query.for('update');
      return query;
    },
    write: (db, id, value) =>
      db.update(calendarFeeds).set({ urlEncrypted: value }).where(eq(calendarFeeds.id, id)),
  },
  {
    name: 'calendar_exports.secret_encrypted',
    values: (db, { limit, lock }) => {
      const query = db
        .select({ id: calendarExports.id, value: calendarExports.secretEncrypted })
        .from(calendarExports)
        .where(ne(calendarExports.secretEncrypted, ''))
        .orderBy(desc(calendarExports.id))
        .$dynamic();
      if (limit) query.limit(limit);
      if (lock) query.for('update');
      return query;
    },
    write: (db, id, value) =>
      db.update(calendarExports).set({ secretEncrypted: value }).where(eq(calendarExports.id, id)),
  },
];

/** A few stored values per column, to check a key against (empty when nothing is encrypted). */
export const sampleEncrypted = async (db: Db, perColumn = 3): Promise<string[]> => {
  const samples: string[] = [];
  for (const column of ENCRYPTED_COLUMNS) {
    samples.push(...(await column.values(db, { limit: perColumn })).map((r) => r.value));
  }
  return samples;
};

/** True when the cipher decrypts every sample. */
export const decryptsAll = (cipher: Cipher, samples: string[]): boolean =>
  samples.every((value) => {
    try {
      cipher.decrypt(value);
      return true;
    } catch {
      return false;
    }
  });

/**
 * Re-encrypts every encrypted value from `from` to `to` in one transaction (rows locked), so
 * the data is never half on one key and half on the other. Answers how many values changed;
 * throws (and changes nothing) when a value does not decrypt with `from`.
 */
export const reencryptAll = (db: Db, from: Cipher, to: Cipher): Promise<number> =>
  db.transaction(async (tx) => {
    let changed = 0;
    for (const column of ENCRYPTED_COLUMNS) {
      for (const row of await column.values(tx, { lock: true })) {
        await column.write(tx, row.id, to.encrypt(from.decrypt(row.value)));
        changed += 1;
      }
    }
    return changed;
  });
