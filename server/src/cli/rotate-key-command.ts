import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { AppConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db';
import {
  createCipher,
  reencryptAll,
  EncryptionKeyError,
  generateSecret,
  resolveEncryptionKey,
} from '../security';
import type { CommandIo } from './create-owner-command';

const USAGE = 'Usage: npm run rotate-key [-- --new-key KEY]   (stop every API process first)';

/**
 * Re-encrypts every encrypted column with a new key in one transaction. With a key file, the
 * new key is written next to it first (`secret.key.new`) and renamed over it after the commit;
 * a start after a crash in between picks the file that decrypts the data. With SECRET_KEY, the
 * operator sets the printed key before the next start. Returns the process exit code.
 */
export const rotateKeyCommand = async (
  argv: string[],
  config: AppConfig,
  io: CommandIo,
): Promise<number> => {
  let values: { 'new-key'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { 'new-key': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (err) {
    io.err(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const next = values['new-key']?.trim() ?? generateSecret();
  if (next.length < 32) {
    io.err('The new key must be at least 32 characters long (or omit --new-key to generate one).');
    return 2;
  }

  let opened;
  try {
    opened = await openDatabase(config, 'rotate-key');
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      io.err(`${err.message}\nStop the server first (Ctrl+C), then run this command again.`);
      return 1;
    }
    throw err;
  }
  try {
    const current = await resolveEncryptionKey(opened.database.db, config);
    if (current.secret === next) {
      io.err('The new key is the current key: nothing to do.');
      return 2;
    }
    const pending = current.file ? `${current.file}.new` : null;
    if (pending) fs.writeFileSync(pending, `${next}\n`, { mode: 0o600 });
    let count: number;
    try {
      count = await reencryptAll(
        opened.database.db,
        createCipher(current.secret),
        createCipher(next),
      );
    } catch (err) {
      if (pending) fs.rmSync(pending, { force: true });
      throw err;
    }
    if (current.file && pending) {
      fs.renameSync(pending, current.file);
      io.out(`Re-encrypted ${count} values. The new key is in ${current.file}.`);
    } else {
      io.out(
        `Re-encrypted ${count} values. Set SECRET_KEY to the new key before starting the API:`,
      );
      io.out(next);
    }
    return 0;
  } catch (err) {
    if (err instanceof EncryptionKeyError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  } finally {
    await opened.close();
  }
};
