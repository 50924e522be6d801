import { createOwnerProfilesRepository } from '../src/checkin-profiles/owner-profiles.repository';
import type { Db } from '../src/db/client';
import type { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import type { Cipher } from '../src/security/crypto';

export type NewCheckinProfile = Omit<
  typeof checkinProfiles.$inferInsert,
  'id' | 'passwordEncrypted' | 'passwordHash' | 'createdAt'
> & { password: string };

/** Inserts a profile with a chosen username (any dates) through the API's insert. */
export const insertCheckinProfile = (
  db: Db,
  { ownerId, username, password, ...values }: NewCheckinProfile,
  cipher: Cipher,
) => createOwnerProfilesRepository(db, cipher).insert(ownerId, values, password, username);
