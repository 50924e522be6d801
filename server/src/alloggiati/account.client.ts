import type { AppConfig } from '../config';
import { detailError } from '../http';
import type { Cipher } from '../security';
import type { AccountRow } from './account.serializer';
import { createAlloggiatiClient, type AlloggiatiClient, type AlloggiatiError } from './client';

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
