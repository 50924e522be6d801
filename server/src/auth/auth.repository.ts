import { and, eq, lt, sql } from 'drizzle-orm';
import { type Db, apartments, checkinProfiles, authTokens, owners } from '../db';
import { generateTokenKey, sha256 } from '../security';

export type TokenSubject = { ownerId: number } | { checkinProfileId: number };

export interface GuestLoginRow {
  profileId: number;
  ownerId: number;
  apartmentId: number;
  passwordHash: string;
  checkInDate: string;
  checkInTime: string;
  checkOutDate: string;
  checkOutTime: string;
  timeZone: string;
}

export interface TokenRow {
  id: number;
  ownerId: number | null;
  checkinProfileId: number | null;
  lastUsedAt: Date;
  guest: GuestLoginRow | null;
}

const guestColumns = {
  profileId: checkinProfiles.id,
  ownerId: checkinProfiles.ownerId,
  apartmentId: checkinProfiles.apartmentId,
  passwordHash: checkinProfiles.passwordHash,
  checkInDate: checkinProfiles.checkInDate,
  checkInTime: checkinProfiles.checkInTime,
  checkOutDate: checkinProfiles.checkOutDate,
  checkOutTime: checkinProfiles.checkOutTime,
  timeZone: apartments.timeZone,
};

/** The hot statements of every authenticated request, prepared once per database. */
const preparedFor = (db: Db) => ({
  tokenByHash: db
    .select({
      id: authTokens.id,
      ownerId: authTokens.ownerId,
      checkinProfileId: authTokens.checkinProfileId,
      lastUsedAt: authTokens.lastUsedAt,
      guest: guestColumns,
    })
    .from(authTokens)
    .leftJoin(checkinProfiles, eq(checkinProfiles.id, authTokens.checkinProfileId))
    .leftJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
    .where(eq(authTokens.keyHash, sql.placeholder('keyHash')))
    .prepare('auth_token_by_hash'),
  touch: db
    .update(authTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.id, sql.placeholder('id')),
        lt(
          authTokens.lastUsedAt,
          sql`now() - make_interval(secs => ${sql.placeholder('minSeconds')}::int)`,
        ),
      ),
    )
    .prepare('auth_token_touch'),
});

const prepared = new WeakMap<Db, ReturnType<typeof preparedFor>>();
const statementsOf = (db: Db) => {
  let statements = prepared.get(db);
  if (!statements) {
    statements = preparedFor(db);
    prepared.set(db, statements);
  }
  return statements;
};

export const createAuthRepository = (db: Db) => ({
  /** Case-insensitive, like guest usernames (phones capitalise the first letter). */
  async findOwnerByUsername(username: string) {
    const [row] = await db
      .select()
      .from(owners)
      .where(sql`lower(${owners.username}) = ${username.toLowerCase()}`);
    return row ?? null;
  },

  async findGuestByUsername(
    username: string,
  ): Promise<(GuestLoginRow & { cancelled: boolean }) | null> {
    const [row] = await db
      .select({
        ...guestColumns,
        cancelled: sql<boolean>`${checkinProfiles.cancelledAt} is not null`.mapWith(Boolean),
      })
      .from(checkinProfiles)
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .where(eq(checkinProfiles.username, username.toLowerCase()));
    return row ?? null;
  },

  /** Creates a token and returns its key (only the hash is stored). */
  async createToken(subject: TokenSubject, expiresAt: Date | null = null): Promise<string> {
    const key = generateTokenKey();
    await db.insert(authTokens).values({ keyHash: sha256(key), expiresAt, ...subject });
    return key;
  },

  async findToken(key: string): Promise<TokenRow | null> {
    return this.findTokenByHash(sha256(key));
  },

  async findTokenByHash(keyHash: string): Promise<TokenRow | null> {
    const [row] = await statementsOf(db).tokenByHash.execute({ keyHash });
    if (!row) return null;
    return { ...row, guest: row.guest?.profileId ? (row.guest as GuestLoginRow) : null };
  },

  /** Bumps last_used_at, at most once per `minSeconds` (one UPDATE, no read). */
  async touchToken(id: number, minSeconds: number): Promise<void> {
    await statementsOf(db).touch.execute({ id, minSeconds });
  },

  async deleteToken(id: number): Promise<void> {
    await db.delete(authTokens).where(eq(authTokens.id, id));
  },

  /**
   * Replaces a password hash only if it is still `previous`: a password changed meanwhile wins.
   * Returns whether the row was updated.
   */
  async replacePasswordHash(
    subject: TokenSubject,
    previous: string,
    next: string,
  ): Promise<boolean> {
    const rows =
      'ownerId' in subject
        ? await db
            .update(owners)
            .set({ passwordHash: next })
            .where(and(eq(owners.id, subject.ownerId), eq(owners.passwordHash, previous)))
            .returning({ id: owners.id })
        : await db
            .update(checkinProfiles)
            .set({ passwordHash: next })
            .where(
              and(
                eq(checkinProfiles.id, subject.checkinProfileId),
                eq(checkinProfiles.passwordHash, previous),
              ),
            )
            .returning({ id: checkinProfiles.id });
    return rows.length > 0;
  },

  async createOwner(username: string, passwordHash: string) {
    const [row] = await db.insert(owners).values({ username, passwordHash }).returning();
    return row;
  },

  /** True when the name is taken by an owner or a guest profile (they share one login form). */
  async usernameTaken(username: string): Promise<boolean> {
    if (await this.findOwnerByUsername(username)) return true;
    return (await this.findGuestByUsername(username)) !== null;
  },
});

export type AuthRepository = ReturnType<typeof createAuthRepository>;
