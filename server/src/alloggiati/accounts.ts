import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AlloggiatiAccount } from '@soglia/api-client';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { detailError } from '../http/errors';
import type { Cipher } from '../security/crypto';
import { alloggiatiAccounts } from './account.table';
import { createAlloggiatiClient, type AlloggiatiClient, type AlloggiatiError } from './client';

export type AccountRow = typeof alloggiatiAccounts.$inferSelect;

/** The owner's data (credentials, a refused request) is a 400; the service failing a 502. */
export const serviceError = (err: AlloggiatiError) =>
  detailError(
    err.kind === 'credentials'
      ? 'alloggiati_credentials'
      : err.kind === 'refused'
        ? 'alloggiati_refused'
        : 'alloggiati_unavailable',
    err.message,
  );

export const toAccount = (row: AccountRow | null | undefined): AlloggiatiAccount =>
  row
    ? {
        user: row.user,
        has_password: row.passwordEncrypted !== '',
        has_ws_key: row.wsKeyEncrypted !== '',
      }
    : { user: '', has_password: false, has_ws_key: false };

/** The main account (apartmentId null) or one apartment's own account of the owner. */
export const findAccount = async (
  db: Db,
  ownerId: number,
  apartmentId: number | null,
): Promise<AccountRow | null> => {
  const [row] = await db
    .select()
    .from(alloggiatiAccounts)
    .where(
      and(
        eq(alloggiatiAccounts.ownerId, ownerId),
        apartmentId === null
          ? isNull(alloggiatiAccounts.apartmentId)
          : eq(alloggiatiAccounts.apartmentId, apartmentId),
      ),
    );
  return row ?? null;
};

export const findAccountById = async (db: Db, id: number): Promise<AccountRow | null> => {
  const [row] = await db.select().from(alloggiatiAccounts).where(eq(alloggiatiAccounts.id, id));
  return row ?? null;
};

/** Every account (one owner's, or all), main accounts first. */
export const listAccounts = (db: Db, ownerId?: number): Promise<AccountRow[]> =>
  db
    .select()
    .from(alloggiatiAccounts)
    .where(ownerId === undefined ? undefined : eq(alloggiatiAccounts.ownerId, ownerId))
    .orderBy(asc(alloggiatiAccounts.ownerId), asc(alloggiatiAccounts.id));

/** A SOAP client with the account's decrypted credentials (kept in memory only). */
export const clientFor = (
  row: AccountRow,
  cipher: Cipher,
  config: Pick<AppConfig, 'alloggiatiUrl' | 'alloggiatiTimeoutMs'>,
): AlloggiatiClient =>
  createAlloggiatiClient({
    url: config.alloggiatiUrl,
    timeoutMs: config.alloggiatiTimeoutMs,
    ownerId: row.ownerId,
    credentials: {
      user: row.user,
      password: cipher.decrypt(row.passwordEncrypted),
      wskey: cipher.decrypt(row.wsKeyEncrypted),
    },
  });
