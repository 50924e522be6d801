import type { AlloggiatiAccount } from '@soglia/api-client';
import type { alloggiatiAccounts } from '../db';

export type AccountRow = typeof alloggiatiAccounts.$inferSelect;

/** The account without its secrets: only whether they are set (an empty user: none yet). */
export const toAccount = (row: AccountRow | null | undefined): AlloggiatiAccount =>
  row
    ? {
        user: row.user,
        has_password: row.passwordEncrypted !== '',
        has_ws_key: row.wsKeyEncrypted !== '',
      }
    : { user: '', has_password: false, has_ws_key: false };
