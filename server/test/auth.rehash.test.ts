import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { createAuthRepository } from '../src/auth/auth.repository';
import { owners } from '../src/db/tables/owners.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { PASSWORD_HASH, needsRehash } from '../src/security/passwords';
import { TestClient } from './api-client';
import { createGuestStay, createOwner } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);

// Written by the scrypt hashing this project used before argon2id (N=16384, r=8, p=1).
const LEGACY_OWNER_HASH =
  'scrypt$16384$8$1$_5dQHyOx69ZK08I6Z9Lv4w$C-X2SIBsuODFQOmCu_Pe2Vpy_38xplBexDrqN0aTrBo';
const LEGACY_GUEST_HASH =
  'scrypt$16384$8$1$hpl1EKDDgeoLw9OpOmj-hQ$JJakREh9SclZEzxYzZF4rkIpuvlgSOEvLm77zKX0HGc';
const CURRENT_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

const ownerHash = async (id: number) => {
  const [row] = await ctx.db
    .select({ passwordHash: owners.passwordHash })
    .from(owners)
    .where(eq(owners.id, id));
  return row.passwordHash;
};
const guestHash = async (id: number) => {
  const [row] = await ctx.db
    .select({ passwordHash: checkinProfiles.passwordHash })
    .from(checkinProfiles)
    .where(eq(checkinProfiles.id, id));
  return row.passwordHash;
};
const tryLogin = (username: string, password: string) =>
  client().post('/api/auth/login/', { username, password });

describe('password re-hash at login', () => {
  it('an owner with a legacy scrypt hash logs in, and the stored hash becomes argon2id', async () => {
    const owner = await createOwner(ctx, 'owner-password-1');
    await ctx.db
      .update(owners)
      .set({ passwordHash: LEGACY_OWNER_HASH })
      .where(eq(owners.id, owner.id));

    expect((await tryLogin(owner.username, 'owner-password-1')).status).toBe(200);
    const stored = await ownerHash(owner.id);
    expect(stored).toMatch(CURRENT_HASH);
    expect(needsRehash(stored)).toBe(false);

    expect((await tryLogin(owner.username, 'owner-password-1')).status).toBe(200);
    expect(await ownerHash(owner.id)).toBe(stored);
    expect((await tryLogin(owner.username, 'owner-password-2')).status).toBe(400);
  });

  it('a guest with a legacy hash logs in, is re-hashed, and the host still sees the password', async () => {
    const stay = await createGuestStay(ctx);
    expect(stay.password).toBe('GUESTPW7');
    await ctx.db
      .update(checkinProfiles)
      .set({ passwordHash: LEGACY_GUEST_HASH })
      .where(eq(checkinProfiles.id, stay.profile.id));

    const guest = client();
    await guest.login(stay.username, 'GUESTPW7');
    expect((await guest.get('/api/user_information/')).body).toEqual({ profile_type: 'guest' });
    const stored = await guestHash(stay.profile.id);
    expect(stored).toMatch(CURRENT_HASH);

    expect((await tryLogin(stay.username, 'GUESTPW7')).status).toBe(200);
    expect(await guestHash(stay.profile.id)).toBe(stored);
    // The re-hash leaves the guest's session open.
    expect((await guest.get('/api/user_information/')).status).toBe(200);

    const host = client();
    await host.login(stay.owner.username, stay.owner.password);
    const list = await host.get('/api/checkin-profiles/');
    const shown = list.body.currents.find((p: { id: number }) => p.id === stay.profile.id);
    expect(shown).toMatchObject({ username: stay.username, psw: 'GUESTPW7' });
  });

  it('a wrong password never re-hashes', async () => {
    const owner = await createOwner(ctx, 'owner-password-1');
    await ctx.db
      .update(owners)
      .set({ passwordHash: LEGACY_OWNER_HASH })
      .where(eq(owners.id, owner.id));
    const stay = await createGuestStay(ctx);
    await ctx.db
      .update(checkinProfiles)
      .set({ passwordHash: LEGACY_GUEST_HASH })
      .where(eq(checkinProfiles.id, stay.profile.id));

    expect((await tryLogin(owner.username, 'owner-password-X')).status).toBe(400);
    expect((await tryLogin(stay.username, 'GUESTPW8')).status).toBe(400);
    expect(await ownerHash(owner.id)).toBe(LEGACY_OWNER_HASH);
    expect(await guestHash(stay.profile.id)).toBe(LEGACY_GUEST_HASH);
  });

  it('an argon2id hash with weaker parameters is re-hashed at the current ones', async () => {
    const owner = await createOwner(ctx, 'owner-password-1');
    const weak = await hash('owner-password-1', {
      ...PASSWORD_HASH,
      memoryCost: 4096,
      timeCost: 1,
    });
    await ctx.db.update(owners).set({ passwordHash: weak }).where(eq(owners.id, owner.id));

    expect((await tryLogin(owner.username, 'owner-password-1')).status).toBe(200);
    expect(await ownerHash(owner.id)).toMatch(CURRENT_HASH);
  });

  it('a hash changed since it was read is not overwritten by the re-hash', async () => {
    const owner = await createOwner(ctx, 'owner-password-1');
    const changed = await ownerHash(owner.id);
    const repo = createAuthRepository(ctx.db);
    const subject = { ownerId: owner.id };
    expect(await repo.replacePasswordHash(subject, LEGACY_OWNER_HASH, 'stale-write')).toBe(false);
    expect(await ownerHash(owner.id)).toBe(changed);

    const stay = await createGuestStay(ctx);
    const guestSubject = { checkinProfileId: stay.profile.id };
    const current = await guestHash(stay.profile.id);
    expect(await repo.replacePasswordHash(guestSubject, LEGACY_GUEST_HASH, 'stale')).toBe(false);
    expect(await guestHash(stay.profile.id)).toBe(current);
  });
});
