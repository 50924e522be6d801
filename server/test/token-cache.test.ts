import { eq } from 'drizzle-orm';
import { authTokens } from '../src/db/tables/tokens.table';
import { sha256 } from '../src/security/crypto';
import { TestClient } from './api-client';
import { createGuestStay } from './factories';
import { setupTestApp } from './helper';

/**
 * The token cache of one API process (PGlite, or PostgreSQL in the server-postgres project):
 * a token is looked up once, then trusted for a few seconds unless a change is heard.
 * Two processes on one PostgreSQL: token-cache.postgres.test.ts.
 */
const ctx = setupTestApp();

const guestAndOwner = async () => {
  const stay = await createGuestStay(ctx);
  const guest = new TestClient(ctx.baseUrl);
  const guestKey = await guest.login(stay.username, stay.password);
  const owner = new TestClient(ctx.baseUrl);
  await owner.login(stay.owner.username, stay.owner.password);
  return { stay, guest, guestKey, owner };
};

describe('token cache (one process)', () => {
  it('listens for changes and keeps a checked token', async () => {
    const { guest, guestKey } = await guestAndOwner();
    expect(ctx.app.tokenCache.active).toBe(true);
    expect((await guest.get('/api/user_information/')).status).toBe(200);
    expect(ctx.app.tokenCache.get(sha256(guestKey))).toBeDefined();
    expect((await guest.get('/api/user_information/')).body).toEqual({ profile_type: 'guest' });
  });

  it('a logout ends the token at once', async () => {
    const { owner } = await guestAndOwner();
    expect((await owner.get('/api/user_information/')).status).toBe(200);
    expect((await owner.post('/api/auth/logout/')).status).toBe(200);
    expect((await owner.get('/api/user_information/')).status).toBe(401);
  });

  it("a new guest password ends the guest's cached sessions at once", async () => {
    const { stay, guest, owner } = await guestAndOwner();
    expect((await guest.get('/api/guest-room/?language=en')).status).not.toBe(401);
    const res = await owner.request('PATCH', `/api/register/checkin/${stay.profile.id}/`, {
      body: { password: 'NEWPASS8' },
    });
    expect(res.status).toBe(200);
    expect((await guest.get('/api/user_information/')).status).toBe(401);
  });

  it('a token deleted by another program (SQL, the CLI, a job) is refused', async () => {
    const { guest, guestKey } = await guestAndOwner();
    expect((await guest.get('/api/user_information/')).status).toBe(200);
    await ctx.db.delete(authTokens).where(eq(authTokens.keyHash, sha256(guestKey)));
    // PGlite: the notification came with the DELETE's answer. PostgreSQL: it comes on the
    // listening connection; sync() waits for everything committed before it.
    await ctx.app.tokenCache.sync();
    expect(ctx.app.tokenCache.get(sha256(guestKey))).toBeUndefined();
    expect((await guest.get('/api/user_information/')).status).toBe(401);
  });

  it('a stale row read while a change is notified is not kept', async () => {
    const { guestKey } = await guestAndOwner();
    const cache = ctx.app.tokenCache;
    const before = cache.generation();
    cache.invalidate('profile:0');
    cache.set(
      sha256(guestKey),
      { id: 0, ownerId: 1, checkinProfileId: null, lastUsedAt: new Date(), guest: null },
      before,
    );
    expect(cache.get(sha256(guestKey))).toBeUndefined();
  });
});
