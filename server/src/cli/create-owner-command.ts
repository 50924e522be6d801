import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import type { AppConfig } from '../config';
import { isUniqueViolation, DataDirLockedError, openDatabase } from '../db';
import { createAuthRepository } from '../auth';
import { hashPassword } from '../security';

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = 'Usage: npm run create-owner -w @soglia/server -- --username NAME [--password PW]';
const USERNAME = /^[A-Za-z0-9._@+-]{1,150}$/;

const generatePassword = (): string => crypto.randomBytes(12).toString('base64url');

/** Creates an owner. Returns the process exit code. */
export const createOwnerCommand = async (
  argv: string[],
  config: AppConfig,
  io: CommandIo,
): Promise<number> => {
  let values: { username?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        username: { type: 'string', short: 'u' },
        password: { type: 'string', short: 'p' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    io.err(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const username = values.username?.trim() ?? '';
  if (!USERNAME.test(username)) {
    io.err(`A --username is required (letters, digits and . _ @ + -, at most 150).\n${USAGE}`);
    return 2;
  }
  if (values.password !== undefined && values.password.length < 8) {
    io.err('The password must be at least 8 characters long.');
    return 2;
  }
  const password = values.password ?? generatePassword();

  let opened;
  try {
    opened = await openDatabase(config, 'create-owner');
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      io.err(
        `${err.message}\nStop the server first (Ctrl+C), then run this command again — ` +
          'or run the server on PostgreSQL (DATABASE_URL) so both can use the database at once.',
      );
      return 1;
    }
    throw err;
  }
  try {
    const repo = createAuthRepository(opened.database.db);
    if (await repo.usernameTaken(username)) {
      io.err(`The username '${username}' is already taken. Choose another one.`);
      return 1;
    }
    try {
      await repo.createOwner(username, await hashPassword(password));
    } catch (err) {
      // Created by another process meanwhile (the unique index ignores case).
      if (!isUniqueViolation(err)) throw err;
      io.err(`The username '${username}' is already taken. Choose another one.`);
      return 1;
    }
    io.out(`Owner '${username}' created.`);
    if (values.password === undefined) io.out(`Generated password: ${password}`);
    return 0;
  } finally {
    await opened.close();
  }
};
