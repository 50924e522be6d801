import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { migrationsFolder } from '../src/db/migrate';
import { authTokens } from '../src/db/tables/tokens.table';
import { owners } from '../src/db/tables/owners.table';
import { STAY_ENDED_MESSAGE } from '../src/auth/login.service';
import { localDate, localTime } from '../src/lib/time';
import { TestClient } from './api-client';
import { createGuestStay, createOwner } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);
const BAD_CREDENTIALS = {
  non_field_errors: ['Unable to log in with provided credentials.'],
  codes: { non_field_errors: ['invalid_credentials'] },
};

describe('POST /api/auth/login/', () => {
  it('logs an owner in and answers a 256-bit token key', async () => {
    const owner = await createOwner(ctx);
    const res = await client().post('/api/auth/login/', {
      username: owner.username,
      password: owner.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password and an unknown user with the DRF message', async () => {
    const owner = await createOwner(ctx);
    const c = client();
    const wrong = await c.post('/api/auth/login/', { username: owner.username, password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(BAD_CREDENTIALS);
    const unknown = await c.post('/api/auth/login/', { username: 'nobody-here', password: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(BAD_CREDENTIALS);
  });

  it('reports missing and blank fields per field', async () => {
    const res = await client().post('/api/auth/login/', { username: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      username: ['This field may not be blank.'],
      password: ['This field is required.'],
      codes: { username: ['blank'], password: ['required'] },
    });
  });

  it('logs an owner in whatever the case of the username; names unique regardless of case', async () => {
    const owner = await createOwner(ctx);
    const key = await client().login(owner.username.toUpperCase(), owner.password);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(
      ctx.db.insert(owners).values({ username: owner.username.toUpperCase(), passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('the migration keeps the oldest of names that differ only by case and renames the others', async () => {
    await ctx.db.execute(sql`drop index owners_username_lower_uq`);
    const name = `dup${Date.now()}`;
    const [first] = await ctx.db
      .insert(owners)
      .values({ username: name, passwordHash: 'x' })
      .returning();
    const [second] = await ctx.db
      .insert(owners)
      .values({ username: name.toUpperCase(), passwordHash: 'x' })
      .returning();
    const migration = fs.readFileSync(
      path.join(migrationsFolder, '0003_owners_username_case_insensitive.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await ctx.db.execute(sql.raw(statement));
    }
    const rows = await ctx.db
      .select({ id: owners.id, username: owners.username })
      .from(owners)
      .where(inArray(owners.id, [first.id, second.id]))
      .orderBy(owners.id);
    expect(rows.map((r) => r.username)).toEqual([name, `${name.toUpperCase()}-${second.id}`]);
  });

  it('logs a guest in during the stay', async () => {
    const stay = await createGuestStay(ctx);
    const c = client();
    await c.login(stay.username.toUpperCase(), stay.password);
    expect((await c.get('/api/user_information/')).body).toEqual({ profile_type: 'guest' });
  });

  it('refuses a guest login after check-out + 24 h grace (apartment time zone)', async () => {
    const ago = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const zone = 'Europe/Rome';
    const ended = ago(25);
    const stay = await createGuestStay(ctx, {
      checkInDate: localDate(ago(72), zone),
      checkInTime: '15:00:00',
      checkOutDate: localDate(ended, zone),
      checkOutTime: localTime(ended, zone),
    });
    const res = await client().post('/api/auth/login/', {
      username: stay.username,
      password: stay.password,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      non_field_errors: [STAY_ENDED_MESSAGE],
      codes: { non_field_errors: ['stay_ended'] },
    });

    const inGrace = ago(23);
    const graceStay = await createGuestStay(ctx, {
      checkInDate: localDate(ago(72), zone),
      checkOutDate: localDate(inGrace, zone),
      checkOutTime: localTime(inGrace, zone),
    });
    await client().login(graceStay.username, graceStay.password);
  });
});

describe('tokens', () => {
  it('answers 401 without credentials and with an unknown token', async () => {
    const none = await client().get('/api/user_information/');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    const bad = await client().get('/api/user_information/', { token: 'x'.repeat(43) });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ detail: 'Invalid token.', code: 'invalid_token' });
  });

  it('user_information tells owners from guests', async () => {
    const owner = await createOwner(ctx);
    const c = client();
    await c.login(owner.username, owner.password);
    expect((await c.get('/api/user_information/')).body).toEqual({ profile_type: 'owner' });
  });

  it('logout revokes the token', async () => {
    const owner = await createOwner(ctx);
    const c = client();
    await c.login(owner.username, owner.password);
    const out = await c.post('/api/auth/logout/', {});
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ detail: 'Successfully logged out.' });
    const after = await c.get('/api/user_information/');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: 'Invalid token.', code: 'invalid_token' });
  });

  it('stores only a hash of the key', async () => {
    const owner = await createOwner(ctx);
    const key = await client().login(owner.username, owner.password);
    const rows = await ctx.db.select().from(authTokens).where(eq(authTokens.ownerId, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].keyHash).not.toContain(key);
    expect(rows[0].keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires owner tokens after 14 idle days', async () => {
    const owner = await createOwner(ctx);
    const c = client();
    await c.login(owner.username, owner.password);
    await ctx.db
      .update(authTokens)
      .set({ lastUsedAt: sql`now() - interval '15 days'` })
      .where(eq(authTokens.ownerId, owner.id));
    // A write from outside the API reaches its token cache by a database notification.
    await ctx.app.tokenCache.sync();
    expect((await c.get('/api/user_information/')).status).toBe(401);
  });

  it('expires guest tokens once the stay (plus grace) is over', async () => {
    const stay = await createGuestStay(ctx);
    const c = client();
    await c.login(stay.username, stay.password);
    expect((await c.get('/api/user_information/')).status).toBe(200);
    const { checkinProfiles } = await import('../src/db/tables/checkin-profiles.table');
    await ctx.db
      .update(checkinProfiles)
      .set({ checkInDate: '2020-01-01', checkOutDate: '2020-01-03' })
      .where(eq(checkinProfiles.id, stay.profile.id));
    await ctx.app.tokenCache.sync();
    expect((await c.get('/api/user_information/')).status).toBe(401);
  });
});
