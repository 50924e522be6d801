import { eq } from 'drizzle-orm';
import { apartments } from '../src/db/tables/apartments.table';
import { doorOpenAudit, doorRooms } from '../src/db/tables/doors.table';
import { addDays, localDate } from '../src/lib/time';
import { SHELLY_SPACING_MS } from '../src/shelly/rate-gate';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import type { TestClient } from './api-client';
import { createGuestStay, createRoom, unique } from './factories';
import { createDoor } from './factories.door-access';
import { testDbKind } from './helper';
import { UPSTREAM_HEADER } from './round-robin-proxy';
import { setupTwoProcesses } from './two-processes';

/**
 * Door openings of one Shelly account through two real API processes on one PostgreSQL: the
 * simulator refuses any call of the account less than a second after the previous one (429), as
 * the cloud does. Runs in the server-postgres project (DATABASE_URL); PGlite is one process.
 */
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;

onPostgres('Shelly rate gate across two API processes', () => {
  let sim: ShellySimulator;
  // Started before the processes, which must be allowed to call it.
  beforeAll(async () => {
    sim = await startShellySimulator();
  });
  afterAll(() => sim?.close());
  // The simulator answers from this test's process: on a machine busy with every other suite an
  // answer can take seconds, which is not what this test is about (the spacing is).
  const two = setupTwoProcesses('local', {
    env: () => ({ SHELLY_ALLOWED_HOSTS: sim.url, SHELLY_TIMEOUT_MS: '20000' }),
  });

  /** One apartment on one account with two relays; `count` stays, each in a room of its own. */
  const apartmentOfStays = async (count: number) => {
    const authKey = unique('auth-');
    const first = await createGuestStay(two.ctx);
    const today = localDate(new Date(), first.apartment.timeZone);
    await two.ctx.db
      .update(apartments)
      .set({
        shelly: true,
        serverUri: sim.url,
        authKeyEncrypted: two.ctx.app.cipher.encrypt(authKey),
      })
      .where(eq(apartments.id, first.apartment.id));
    const at = { ownerId: first.owner.id, apartmentId: first.apartment.id };
    const devices = [unique('street-'), unique('floor-')];
    const doors = [];
    for (const [i, id] of devices.entries()) {
      sim.addDevice({ id, authKey, channels: 1 });
      doors.push(
        await createDoor(two.ctx, at, {
          name: i === 0 ? 'Portone' : 'Piano',
          accessType: 'shelly',
          idDevice: id,
          channelDevice: 0,
          checkPositionCode: '2468',
        }),
      );
    }
    const guests: { username: string; password: string; doorId: number }[] = [];
    for (let i = 0; i < count; i += 1) {
      const room = await createRoom(two.ctx, first.owner.id, first.apartment.id, `Camera ${i}`);
      const door = doors[i % 2];
      await two.ctx.db.insert(doorRooms).values({ doorId: door.id, roomId: room.id });
      // The stay began yesterday: the processes read the real clock.
      const stay = await createGuestStay(two.ctx, {
        ...at,
        roomId: room.id,
        checkInDate: addDays(today, -1),
        checkOutDate: addDays(today, 2),
      });
      guests.push({ username: stay.username, password: stay.password, doorId: door.id });
    }
    return { devices, guests, ownerId: first.owner.id };
  };

  it('openings of one account from both processes reach the cloud one a second, each exactly once', async () => {
    const { devices, guests, ownerId } = await apartmentOfStays(10);
    const clients: { client: TestClient; doorId: number }[] = [];
    for (const [i, guest] of guests.entries()) {
      const client = two.on(i % 2);
      await client.login(guest.username, guest.password);
      await client.fetchCsrf();
      clients.push({ client, doorId: guest.doorId });
    }
    const refusalsBefore = sim.rateRefusals();

    const answers = await Promise.all(
      clients.map(({ client, doorId }) =>
        client.post('/api/check-cpc/', { door_id: doorId, cpc: '2468' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.headers.get(UPSTREAM_HEADER)))).toEqual(
      new Set(['0', '1']),
    );
    // Ten openings share the account's one call a second: whoever came late in the burst was told
    // how long it queued. (Exact slots depend on when each request reached the gate on a busy machine;
    // the pulses below prove the spacing.)
    const queued = answers.map((a) => a.body.queued_ms as number);
    expect(queued.every((ms) => Number.isInteger(ms) && ms >= 0)).toBe(true);
    expect(Math.max(...queued)).toBeGreaterThanOrEqual(3 * SHELLY_SPACING_MS);

    const pulses = devices
      .flatMap((id) => sim.relay(id, 0).events.filter((e) => e.source === 'cloud'))
      .map((e) => e.at)
      .sort((x, y) => x - y);
    expect(pulses).toHaveLength(10);
    const gaps = pulses.slice(1).map((at, i) => at - pulses[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
    expect(sim.rateRefusals() - refusalsBefore).toBe(0);

    const log = await two.ctx.db
      .select({ outcome: doorOpenAudit.outcome })
      .from(doorOpenAudit)
      .where(eq(doorOpenAudit.ownerId, ownerId));
    expect(log.map((row) => row.outcome)).toEqual(Array(10).fill('opened'));
  }, 60_000);
});
