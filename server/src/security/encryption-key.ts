import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { type Db, serverSecrets } from '../db';
import { createCipher } from './crypto';
import { decryptsAll, sampleEncrypted } from './encrypted-columns';

/** The row where earlier versions kept a generated key, next to the data it encrypted. */
const LEGACY_ROW = 'encryption_key';

export type KeySource = 'SECRET_KEY' | 'file' | 'memory';

export interface EncryptionKey {
  secret: string;
  source: KeySource;
  /** The key file (source 'file'). */
  file: string | null;
}

/** The server cannot use its key: the message says what to do. */
export class EncryptionKeyError extends Error {}

export const generateSecret = (): string => crypto.randomBytes(32).toString('base64url');

/** `secretKeyFile`, else `secret.key` beside the PGlite folder; null for an in-memory database. */
export const keyFileOf = (config: Pick<AppConfig, 'secretKeyFile' | 'dataDir'>): string | null => {
  if (config.secretKeyFile) return config.secretKeyFile;
  if (config.dataDir.startsWith('memory://')) return null;
  return path.join(path.dirname(config.dataDir), 'secret.key');
};

const readKey = (file: string): string | null => {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text === '' ? null : text;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
};

/** Writes a key file readable by this user only; when another process won the race, its key. */
export const writeKeyFile = (file: string, secret: string): string => {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKey(file) ?? secret;
    throw err;
  }
};

const memoryKeys = new WeakMap<object, string>();

const mismatch = (source: string) =>
  new EncryptionKeyError(
    `The encryption key (${source}) cannot decrypt the guest passwords and Shelly keys stored in ` +
      'the database. Start with the key the data was encrypted with (SECRET_KEY, or the secret.key ' +
      'file from the data directory of the first start); to change keys, run ' +
      '`npm run rotate-key` with the current key in place.',
  );

/**
 * The key that encrypts guest passwords and Shelly auth keys, never stored in the database:
 * SECRET_KEY when set, else a key file generated once (mode 0600) in the data directory. A key
 * an earlier version kept in the database is moved to the file and its row deleted. Throws
 * EncryptionKeyError when the key cannot decrypt what is stored, so a wrong key stops the start
 * instead of showing empty passwords and broken doors.
 */
export const resolveEncryptionKey = async (
  db: Db,
  config: Pick<AppConfig, 'secretKey' | 'secretKeyFile' | 'dataDir'>,
): Promise<EncryptionKey> => {
  const [legacy] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, LEGACY_ROW));
  const samples = await sampleEncrypted(db);
  const works = (secret: string) => decryptsAll(createCipher(secret), samples);

  let key: EncryptionKey;
  if (config.secretKey) {
    key = { secret: config.secretKey, source: 'SECRET_KEY', file: null };
    if (!works(key.secret)) throw mismatch('SECRET_KEY');
  } else {
    const file = keyFileOf(config);
    if (file === null) {
      const secret = legacy?.value ?? memoryKeys.get(db) ?? generateSecret();
      memoryKeys.set(db, secret);
      key = { secret, source: 'memory', file: null };
    } else {
      let secret = readKey(file);
      const pending = readKey(`${file}.new`);
      // A rotation that committed but stopped before renaming its new key file.
      if (secret !== null && pending !== null && !works(secret) && works(pending)) {
        fs.renameSync(`${file}.new`, file);
        secret = pending;
      }
      if (secret === null) {
        if (legacy) secret = writeKeyFile(file, legacy.value);
        else if (samples.length > 0) {
          throw new EncryptionKeyError(
            `No encryption key: ${file} is missing and SECRET_KEY is not set, but the database ` +
              'holds encrypted guest passwords and Shelly keys. Put back the secret.key file of the ' +
              'first start (or set SECRET_KEY to that key).',
          );
        } else secret = writeKeyFile(file, generateSecret());
      }
      key = { secret, source: 'file', file };
      if (!works(secret)) throw mismatch(file);
    }
  }
  if (legacy && key.source !== 'memory') {
    await db.delete(serverSecrets).where(eq(serverSecrets.name, LEGACY_ROW));
  }
  return key;
};
