import { eq } from 'drizzle-orm';
import { apartments } from '../src/apartments/apartments.table';
import { owners } from '../src/auth/auth.table';
import { checkinProfiles } from '../src/checkin-profiles/checkin-profiles.table';
import { doors, doorRooms } from '../src/doors/doors.table';
import { addDays, localDate } from '../src/lib/time';
import { rooms } from '../src/rooms/rooms.table';
import { seedDemo } from '../src/seed/demo';
import { TestClient } from './api-client';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

describe('seedDemo', () => {
  it('seeds the demo once on an empty database and is idempotent', async () => {
    expect(await seedDemo(ctx.db, ctx.app.cipher, ctx.config)).toEqual({ seeded: true });
    expect(await seedDemo(ctx.db, ctx.app.cipher, ctx.config)).toEqual({
      seeded: false,
      refreshed: false,
    });

    expect(await ctx.db.select({ username: owners.username }).from(owners)).toEqual([
      { username: 'host' },
    ]);
    const [apartment] = await ctx.db.select().from(apartments);
    expect(apartment).toMatchObject({
      name: 'Casa Soglia',
      address: 'Via della Lungaretta 12, 00153 Roma',
      shelly: true,
      serverUri: ctx.config.shellyCloudUrl,
      timeZone: 'Europe/Rome',
    });
    expect(ctx.app.cipher.decrypt(apartment.authKeyEncrypted)).toBe('demo-auth-key');
    const roomRows = await ctx.db.select().from(rooms);
    expect(roomRows.map((r) => r.name)).toEqual(['Camera Blu']);

    const doorRows = await ctx.db.select().from(doors).orderBy(doors.priority);
    expect(doorRows.map((d) => [d.name, d.accessType, d.priority])).toEqual([
      ['Portone', 'shelly', 1],
      ['Porta appartamento', 'codice', 2],
      ['Cancello', 'solo istruzioni', 3],
    ]);
    expect(doorRows[0]).toMatchObject({
      idDevice: 'demo-relay-1',
      channelDevice: 0,
      checkPositionCode: '2468',
    });
    expect(doorRows[1].accessCode).toBe('1357#');
    expect(doorRows[2].instructions).not.toBe('');
    const links = await ctx.db.select().from(doorRooms).where(eq(doorRooms.roomId, roomRows[0].id));
    expect(links).toHaveLength(3);

    const [profile] = await ctx.db.select().from(checkinProfiles);
    const today = localDate(new Date(), 'Europe/Rome');
    expect(profile).toMatchObject({
      name: 'Giulia',
      surname: 'Rossi',
      username: 'giulia.rossi',
      checkInDate: today,
      checkOutDate: addDays(today, 1),
      checkInTime: '15:00:00',
      checkOutTime: '10:00:00',
    });
    expect(ctx.app.cipher.decrypt(profile.passwordEncrypted)).toBe('GUEST123');
    expect(profile.passwordHash).not.toContain('GUEST123');
  });

  it('lets the demo owner and guest log in', async () => {
    const owner = new TestClient(ctx.baseUrl);
    await owner.login('host', 'soglia-demo');
    const list = await owner.get('/api/apartments/');
    expect(list.body.map((a: { name: string }) => a.name)).toEqual(['Casa Soglia']);
    expect(list.body[0]).toMatchObject({ auth_key: '', has_auth_key: true });

    const guest = new TestClient(ctx.baseUrl);
    await guest.login('giulia.rossi', 'GUEST123');
    const profile = await guest.get('/api/checkin-profiles-guest/');
    expect(profile.body[0]).toMatchObject({
      name: 'Giulia',
      apartment_name: 'Casa Soglia',
      room_name: 'Camera Blu',
    });
  });

  it('moves the demo stay to today once it has ended, so the demo guest can log in again', async () => {
    const longAgo = new Date(Date.now() - 10 * 86_400_000);
    await ctx.db
      .update(checkinProfiles)
      .set({
        checkInDate: localDate(longAgo, 'Europe/Rome'),
        checkOutDate: addDays(localDate(longAgo, 'Europe/Rome'), 1),
      })
      .where(eq(checkinProfiles.username, 'giulia.rossi'));
    const guest = new TestClient(ctx.baseUrl);
    await expect(guest.login('giulia.rossi', 'GUEST123')).rejects.toThrow();

    expect(await seedDemo(ctx.db, ctx.app.cipher, ctx.config)).toEqual({
      seeded: false,
      refreshed: true,
    });
    const today = localDate(new Date(), 'Europe/Rome');
    const [profile] = await ctx.db
      .select()
      .from(checkinProfiles)
      .where(eq(checkinProfiles.username, 'giulia.rossi'));
    expect(profile).toMatchObject({ checkInDate: today, checkOutDate: addDays(today, 1) });
    await guest.login('giulia.rossi', 'GUEST123');
  });
});
