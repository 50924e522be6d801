import { eq } from 'drizzle-orm';
import { RECORD_MESSAGES } from '../src/alloggiati/records';
import { RANGE_TOO_LONG } from '../src/alloggiati/stays.routes';
import { STATUS_MESSAGES } from '../src/alloggiati/stay-status';
import { addDays, zonedInstant } from '../src/lib/time';
import { TestClient } from './api-client';
import {
  alloggiatiStay,
  ROME,
  romeToday,
  setupAlloggiatiApp,
  validGuest,
} from './factories.alloggiati';
import { createRoom, unique } from './factories';
import { insertCheckinProfile } from './factories.profile';
import { guestRegistrations } from '../src/db/tables/guests.table';

const { ctx, sim } = setupAlloggiatiApp();

const today = romeToday();
const at = (date: string, time: string, plusHours: number) =>
  new Date(zonedInstant(date, time, ROME).getTime() + plusHours * 3600_000).toISOString();

/** Another stay of the same owner and apartment, with `registered` valid guests. */
const addStay = async (
  base: Awaited<ReturnType<typeof alloggiatiStay>>,
  values: {
    checkInDate: string;
    checkOutDate: string;
    checkInTime?: string;
    checkOutTime?: string;
  },
  registered = 1,
  guestNumber = registered,
) => {
  const room = await createRoom(ctx, base.owner.id, base.apartment.id);
  const profile = await insertCheckinProfile(
    ctx.db,
    {
      ownerId: base.owner.id,
      apartmentId: base.apartment.id,
      roomId: room.id,
      name: 'Anna',
      surname: 'Verdi',
      guestNumber,
      checkInTime: '15:00:00',
      checkOutTime: '10:00:00',
      guestType: 'ospite singolo',
      username: unique('anna.verdi'),
      password: 'GUESTPW7',
      ...values,
    },
    ctx.app.cipher,
  );
  for (let i = 0; i < registered; i += 1) {
    await ctx.db
      .insert(guestRegistrations)
      .values({ checkinProfileId: profile.id, ...validGuest(i) });
  }
  return profile;
};

describe('GET /api/alloggiati/stays/', () => {
  it('gives each stay of the range its state, deadline, reasons and guest lines', async () => {
    const base = await alloggiatiStay(ctx, sim(), { guests: 1, guestNumber: 2 });
    const future = await addStay(base, {
      checkInDate: addDays(today, 3),
      checkOutDate: addDays(today, 5),
    });
    const old = await addStay(base, {
      checkInDate: addDays(today, -2),
      checkOutDate: addDays(today, 1),
    });
    const short = await addStay(base, {
      checkInDate: today,
      checkOutDate: addDays(today, 1),
      checkInTime: '15:00:00',
      checkOutTime: '11:00:00',
    });
    const res = await base.client.get(
      `/api/alloggiati/stays/?start_date=${addDays(today, -3)}&end_date=${addDays(today, 4)}`,
    );
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((s: { id: number }) => [s.id, s]));
    expect(res.body.map((s: { id: number }) => s.id)).toEqual([
      old.id,
      base.profile.id,
      short.id,
      future.id,
    ]);
    expect(byId.get(base.profile.id)).toMatchObject({
      state: 'incomplete',
      reasons: [STATUS_MESSAGES.registrationsMissing(1, 2)],
      deadline: at(today, '15:00:00', 24),
      check_in_time: '15:00:00',
      has_account: true,
      auto_send: false,
      guests: [
        { guest: base.guests[0].id, status: 'unsent', reasons: [], error: null, sent_at: null },
      ],
    });
    expect(byId.get(short.id)).toMatchObject({
      state: 'to_send',
      deadline: at(today, '15:00:00', 6),
    });
    expect(byId.get(future.id)).toMatchObject({
      state: 'not_due',
      reasons: [RECORD_MESSAGES.notYet(addDays(today, 3))],
    });
    expect(byId.get(old.id)).toMatchObject({
      state: 'expired',
      reasons: [RECORD_MESSAGES.tooOld(addDays(today, -2))],
    });
    const line = (byId.get(short.id) as { guests: { line: string }[] }).guests[0].line;
    expect(line).toHaveLength(168);
  });

  it('refuses a reversed or too long range with a field error', async () => {
    const base = await alloggiatiStay(ctx, sim(), { account: false });
    const reversed = await base.client.get(
      `/api/alloggiati/stays/?start_date=${today}&end_date=${addDays(today, -1)}`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.end_date).toHaveLength(1);
    const long = await base.client.get(
      `/api/alloggiati/stays/?start_date=${today}&end_date=${addDays(today, 366)}`,
    );
    expect(long).toMatchObject({
      status: 400,
      body: { end_date: [RANGE_TOO_LONG], codes: { end_date: ['range_too_long'] } },
    });
    const bad = await base.client.get('/api/alloggiati/stays/?start_date=x&end_date=y');
    expect(bad.status).toBe(400);
  });

  it('reports a document number stored too long for the record, never sends it cut', async () => {
    const stay = await alloggiatiStay(ctx, sim());
    // Stored before the forms refused it.
    await ctx.db
      .update(guestRegistrations)
      .set({ documentNumber: 'AX1234567AX1234567AX1' })
      .where(eq(guestRegistrations.id, stay.guests[0].id));
    const status = await stay.client.get(`/api/alloggiati/stays/${stay.profile.id}/`);
    expect(status.body).toMatchObject({
      state: 'incomplete',
      guests: [
        {
          guest: stay.guests[0].id,
          status: 'unsent',
          line: null,
          reasons: [RECORD_MESSAGES.documentNumberTooLong],
        },
      ],
    });
    const sent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent.status).toBe(400);
    expect(sim().calls()).toEqual([]);
  });

  it("lists only the owner's stays", async () => {
    const a = await alloggiatiStay(ctx, sim(), { account: false });
    const b = await alloggiatiStay(ctx, sim(), { account: false });
    const list = await b.client.get(`/api/alloggiati/stays/?start_date=${today}&end_date=${today}`);
    expect(list.body.map((s: { id: number }) => s.id)).toEqual([b.profile.id]);
    expect((await b.client.get(`/api/alloggiati/stays/${a.profile.id}/`)).status).toBe(404);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(a.username, a.password);
    expect((await guest.get(`/api/alloggiati/stays/${a.profile.id}/`)).status).toBe(403);
  });
});

describe('GET /api/alloggiati/due/', () => {
  it('lists what needs the owner soonest first: due, refused, incomplete, uncertain', async () => {
    const base = await alloggiatiStay(ctx, sim(), { guests: 1, checkInDate: addDays(today, -1) });
    const todays = await addStay(base, { checkInDate: today, checkOutDate: addDays(today, 2) });
    const missing = await addStay(
      base,
      { checkInDate: today, checkOutDate: addDays(today, 2) },
      1,
      2,
    );
    await addStay(base, { checkInDate: addDays(today, 1), checkOutDate: addDays(today, 2) });
    const old = await addStay(base, { checkInDate: addDays(today, -4), checkOutDate: today });
    const due = await base.client.get('/api/alloggiati/due/?hours=48');
    expect(due.body.map((s: { id: number }) => s.id)).toEqual([
      base.profile.id,
      todays.id,
      missing.id,
    ]);
    // Yesterday's arrival is due within the next hours; today's only with a wider window.
    const soon = await base.client.get('/api/alloggiati/due/?hours=0');
    const ids = soon.body.map((s: { id: number; state: string }) => [s.id, s.state]);
    expect(ids).toContainEqual([missing.id, 'incomplete']);
    expect(ids).not.toContainEqual([old.id, expect.anything()]);
    expect((await base.client.get('/api/alloggiati/due/?hours=x')).status).toBe(400);
  });
});
