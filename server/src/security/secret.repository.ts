import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from './security.table';

const ENCRYPTION_SECRET = 'encryption_key';

/**
 * SECRET_KEY when configured; otherwise a random secret stored once in the database.
 * Insert-if-absent then read back, so concurrent processes all end up with the same value.
 */
export const resolveServerSecret = async (db: Db, configured: string | null): Promise<string> => {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: ENCRYPTION_SECRET, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, ENCRYPTION_SECRET));
  return row.value;
};
