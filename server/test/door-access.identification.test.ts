import { eq } from 'drizzle-orm';
import { apartments } from '../src/db/tables/apartments.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { createDoor, createShellyStay, movableClock } from './factories.door-access';
import { openSocket } from './factories.identification';
import { setupTestApp } from './helper';

/**
 * The identification rule at the door (PGlite, and PostgreSQL with DATABASE_URL): an apartment
 * that requires it shows no code and opens no door until the host has identified the stay.
 */
const time = movableClock();
const ctx = setupTestApp({ clock: time.clock, shellyPulseSeconds: 1 });
let sim: ShellySimulator;
beforeAll(async () => {
  sim = await startShellySimulator();
});
afterAll(() => sim.close());
afterEach(() => time.set(null));

/** A Shelly stay with a keypad door, one registered guest, the guest and host signed in. */
const ruledStay = async (required: boolean) => {
  const stay = await createShellyStay(ctx, sim, { cpc: '2468' });
  await ctx.db
    .update(apartments)
    .set({ identificationRequired: required })
    .where(eq(apartments.id, stay.apartment.id));
  await createDoor(
    ctx,
    { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [stay.room.id] },
    { name: 'Cancello', accessType: 'codice', accessCode: '7731', priority: 2 },
  );
  await createDoor(
    ctx,
    { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [stay.room.id] },
    {
      name: 'Scala B',
      accessType: 'solo istruzioni',
      instructions: 'Seconda porta a sinistra.',
      priority: 3,
    },
  );
  const [registered] = await ctx.db
    .insert(guestRegistrations)
    .values({ checkinProfileId: stay.profile.id, firstName: 'Anna', lastName: 'Rossi' })
    .returning();
  const guest = new TestClient(ctx.baseUrl);
  const guestToken = await guest.login(stay.username, stay.password);
  const host = new TestClient(ctx.baseUrl);
  await host.login(stay.owner.username, stay.owner.password);
  time.set(stay.window.inside);
  return { ...stay, registered, guest, guestToken, host };
};

const open = (stay: Awaited<ReturnType<typeof ruledStay>>) =>
  stay.guest.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });

describe('the identification rule', () => {
  it('hides codes and openings until the host identifies the stay in person', async () => {
    const stay = await ruledStay(true);
    const room = await stay.guest.get('/api/guest-room/?language=en');
    expect(room.status).toBe(200);
    // The doors to call the host from, with no code; an instruction-only door keeps its text.
    expect(room.body).toEqual({
      missing_requirements: [{ code: 'identification', count: 1 }],
      room: {
        name: stay.room.name,
        doors: [
          expect.objectContaining({ name: 'Portone', access_type: 'shelly', access_code: '' }),
          expect.objectContaining({ name: 'Cancello', access_type: 'codice', access_code: '' }),
          expect.objectContaining({
            name: 'Scala B',
            access_type: 'solo istruzioni',
            instructions: 'Seconda porta a sinistra.',
          }),
        ],
      },
    });
    expect(JSON.stringify(room.body)).not.toContain('7731');
    time.set(stay.window.justBefore);
    expect((await stay.guest.get('/api/guest-room/')).body).toEqual({
      missing_requirements: [{ code: 'identification', count: 1 }],
    });
    time.set(stay.window.inside);

    const refused = await open(stay);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail:
        'Your host must identify you before the doors open: in person, or by a video call at the door.',
      code: 'identification_required',
      missing_requirements: [{ code: 'identification', count: 1 }],
    });
    expect(sim.relay(stay.deviceId, 1).events).toEqual([]);

    const identified = await stay.host.post(
      `/api/identification/stays/${stay.profile.id}/in-person/`,
      { guests: [stay.registered.id] },
    );
    expect(identified.status).toBe(200);
    expect(identified.body).toMatchObject({ method: 'in_person' });

    const after = await stay.guest.get('/api/guest-room/?language=en');
    expect(after.body).toEqual([
      {
        name: stay.room.name,
        doors: [
          expect.objectContaining({ name: 'Portone', access_type: 'shelly' }),
          expect.objectContaining({ name: 'Cancello', access_code: '7731' }),
          expect.objectContaining({ name: 'Scala B' }),
        ],
      },
    ]);
    const opened = await open(stay);
    expect(opened.status).toBe(200);
    expect(sim.relay(stay.deviceId, 1)).toMatchObject({ output: true });
  });

  it('lists identification after what check-in still misses, and refuses as check-in first', async () => {
    const stay = await ruledStay(true);
    await ctx.db
      .update(checkinProfiles)
      .set({ requireBillingInfo: true })
      .where(eq(checkinProfiles.id, stay.profile.id));
    expect((await stay.guest.get('/api/guest-room/')).body).toEqual({
      missing_requirements: [
        { code: 'billing_info', count: 1 },
        { code: 'identification', count: 1 },
      ],
    });
    const refused = await open(stay);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'checkin_incomplete',
      missing_requirements: [
        { code: 'billing_info', count: 1 },
        { code: 'identification', count: 1 },
      ],
    });
  });

  it('lets the guest start the identification call once check-in is done', async () => {
    const stay = await ruledStay(true);
    const socket = await openSocket(ctx.baseUrl, stay.guestToken);
    try {
      socket.send({ type: 'call.start', ref: 's', door_id: stay.door.id, cpc: '2468' });
      expect(await socket.next('call.started')).toMatchObject({ ref: 's' });
      socket.send({ type: 'call.end', call_id: socket.received.find((m) => m.call_id)?.call_id });
    } finally {
      await socket.close();
    }
  });

  it('changes nothing for an apartment without the rule, nor for another host', async () => {
    const ruled = await ruledStay(true);
    const free = await ruledStay(false);
    expect(free.owner.id).not.toBe(ruled.owner.id);
    const room = await free.guest.get('/api/guest-room/');
    expect(Array.isArray(room.body)).toBe(true);
    expect(JSON.stringify(room.body)).toContain('7731');
    expect((await open(free)).status).toBe(200);

    // Another host cannot identify the stay, and the stay stays closed.
    const other = await free.host.post(`/api/identification/stays/${ruled.profile.id}/in-person/`, {
      guests: [ruled.registered.id],
    });
    expect(other.status).toBe(404);
    expect((await open(ruled)).status).toBe(403);
  });
});
