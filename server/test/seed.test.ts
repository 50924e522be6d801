import { eq } from 'drizzle-orm';
import { apartments } from '../src/db/tables/apartments.table';
import { owners } from '../src/db/tables/owners.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { doors, doorRooms } from '../src/db/tables/doors.table';
import { addDays, localDate } from '../src/lib/time';
import { rooms } from '../src/db/tables/rooms.table';
import { seedDemo } from '../src/seed/demo';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { zonedInstant } from '../src/lib/time';
import { TestClient } from './api-client';
import { movableClock } from './factories.door-access';
import { setupTestApp } from './helper';

const time = movableClock();
const ctx = setupTestApp({ clock: time.clock, shellyPulseSeconds: 1 });
let sim: ShellySimulator;
beforeAll(async () => {
  sim = await startShellySimulator({
    devices: [{ id: 'demo-relay-1', authKey: 'demo-auth-key', channels: 1, online: true }],
  });
  // The demo apartment points at SHELLY_CLOUD_URL: here, this simulator.
  ctx.config.shellyCloudUrl = sim.url;
  ctx.config.shellyAllowedOrigins = [sim.url];
});
afterAll(() => sim.close());

describe('seedDemo', () => {
  it('seeds the demo once on an empty database and is idempotent', async () => {
    expect(await seedDemo(ctx.db, ctx.app.cipher, ctx.config)).toEqual({
      seeded: true,
      demoLogins: true,
    });
    expect(await seedDemo(ctx.db, ctx.app.cipher, ctx.config)).toEqual({
      seeded: false,
      demoLogins: true,
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

  it('opens the demo door (CPC 2468) once the demo guest has completed check-in and the host has identified them', async () => {
    const guest = new TestClient(ctx.baseUrl);
    await guest.login('giulia.rossi', 'GUEST123');
    time.set(zonedInstant(localDate(new Date(), 'Europe/Rome'), '18:00:00', 'Europe/Rome'));
    const [portone] = await ctx.db.select().from(doors).where(eq(doors.name, 'Portone'));
    const open = () => guest.post('/api/check-cpc/', { door_id: portone.id, cpc: '2468' });

    const before = await open();
    expect(before.status).toBe(403);
    expect(before.body.missing_requirements).toEqual([
      { code: 'registration_form', count: 2 },
      { code: 'billing_info', count: 1 },
      { code: 'identification', count: 1 },
    ]);
    for (const first_name of ['Giulia', 'Marco']) {
      const res = await guest.post('/api/guests-registration/', {
        first_name,
        last_name: 'Rossi',
        citizenship: 'Italia',
        place_of_birth: 'Roma',
        date_of_birth: '1990-04-01',
        gender: first_name === 'Giulia' ? 'F' : 'M',
        place_of_issue: 'Roma',
        document_type: 'identity card',
        document_number: `CA${first_name.length}2345AB`,
      });
      expect(res.status).toBe(201);
    }
    const billing = await guest.post('/api/guest-billing-info/', {
      person_type: 'individual',
      first_name: 'Giulia',
      last_name: 'Rossi',
      tax_code: 'RSSGLI90D41H501E',
      address: 'Via Roma 1',
      city: 'Milano',
      postal_code: '20100',
      country: 'Italia',
      email: 'giulia@example.com',
    });
    expect(billing.status).toBe(201);
    // The demo apartment requires the host's identification, as new apartments do.
    const waiting = await open();
    expect(waiting.status).toBe(403);
    expect(waiting.body.code).toBe('identification_required');
    const [profile] = await ctx.db
      .select()
      .from(checkinProfiles)
      .where(eq(checkinProfiles.username, 'giulia.rossi'));
    const host = new TestClient(ctx.baseUrl);
    await host.login(ctx.config.demo.ownerUsername, ctx.config.demo.ownerPassword);
    const stay = await host.get(`/api/identification/stays/${profile.id}/`);
    const identified = await host.post(`/api/identification/stays/${profile.id}/in-person/`, {
      guests: stay.body.guests.map((g: { id: number }) => g.id),
    });
    expect(identified.status).toBe(200);
    const after = await open();
    expect(after.status).toBe(200);
    expect(sim.relay('demo-relay-1', 0)).toMatchObject({ output: true });
    time.set(null);
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
      demoLogins: true,
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
