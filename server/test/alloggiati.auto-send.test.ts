import { eq } from 'drizzle-orm';
import { runAutoSend } from '../src/alloggiati/auto-send';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { addDays } from '../src/lib/time';
import { TestClient } from './api-client';
import { alloggiatiStay, romeToday, sendCalls, setupAlloggiatiApp } from './factories.alloggiati';
import { guestFields, sendForm } from './factories.guests';

const { ctx, sim } = setupAlloggiatiApp();

const stateOf = async (stay: Awaited<ReturnType<typeof alloggiatiStay>>) =>
  (await stay.client.get(`/api/alloggiati/stays/${stay.profile.id}/`)).body.state;
const held = (user: string) => sim().linesByUser()[user] ?? {};
const DAY = 86_400_000;

describe('the auto-send job', () => {
  it('sends only opted-in, complete, due stays, once, even with two runs at once', async () => {
    const due = await alloggiatiStay(ctx, sim(), {
      autoSend: true,
      guestType: 'famiglia',
      guests: 2,
    });
    const missing = await alloggiatiStay(ctx, sim(), { autoSend: true, guests: 1, guestNumber: 2 });
    const manual = await alloggiatiStay(ctx, sim(), { guests: 1 });
    const tomorrow = await alloggiatiStay(ctx, sim(), {
      autoSend: true,
      checkInDate: addDays(romeToday(), 1),
    });
    const sender = ctx.app.alloggiati.sender;
    const runs = await Promise.all([
      runAutoSend({ db: ctx.db, stays: ctx.app.alloggiati.repos.stays, sender }),
      runAutoSend({ db: ctx.db, stays: ctx.app.alloggiati.repos.stays, sender }),
    ]);
    expect(runs.map((r) => r.ran).sort()).toEqual([false, true]);
    expect(runs.find((r) => r.ran)).toMatchObject({ sent: 1, failed: 0 });
    expect(held(due.user)).toEqual({ [romeToday()]: [expect.any(String), expect.any(String)] });
    expect(held(missing.user)).toEqual({});
    expect(held(manual.user)).toEqual({});
    expect(held(tomorrow.user)).toEqual({});
    expect(await stateOf(due)).toBe('sent');
    expect(await stateOf(missing)).toBe('incomplete');

    // Run for tomorrow (the simulator a day ahead too): tomorrow's arrival goes, nothing twice.
    sim().setClock(1);
    const next = await runAutoSend({
      db: ctx.db,
      stays: ctx.app.alloggiati.repos.stays,
      sender,
      now: new Date(Date.now() + DAY),
    });
    expect(next).toMatchObject({ ran: true, sent: 1 });
    expect(held(tomorrow.user)).toEqual({ [addDays(romeToday(), 1)]: [expect.any(String)] });
    expect(held(due.user)[romeToday()]).toHaveLength(2);
    expect(
      sendCalls(sim())
        .map((c) => c.user)
        .sort(),
    ).toEqual([due.user, tomorrow.user].sort());
    expect(
      await runAutoSend({
        db: ctx.db,
        stays: ctx.app.alloggiati.repos.stays,
        sender,
        now: new Date(Date.now() + DAY),
      }),
    ).toMatchObject({
      sent: 0,
    });
  });
});

describe('after a registration', () => {
  it("sends the stay the guest's registration completed, after answering it", async () => {
    const stay = await alloggiatiStay(ctx, sim(), { autoSend: true, guests: 1, guestNumber: 2 });
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    sim().addFault({ mode: 'slow', ms: 650, operation: 'Send' });
    const registered = await sendForm(guest, 'POST', '/api/guests-registration/', guestFields());
    expect(registered.status).toBe(201);
    // The answer did not wait for the Send.
    expect(sendCalls(sim())).toEqual([]);
    await ctx.app.alloggiati.autoSend.idle();
    expect(await stateOf(stay)).toBe('sent');
    expect(held(stay.user)[romeToday()]).toHaveLength(2);
  });

  it("sends after the owner's correction, and never fails the registration", async () => {
    const stay = await alloggiatiStay(ctx, sim(), { autoSend: true, guests: 1 });
    const [guest] = stay.guests;
    await ctx.db
      .update(guestRegistrations)
      .set({ documentNumber: '' })
      .where(eq(guestRegistrations.id, guest.id));
    sim().addFault({ mode: 'http_500', operation: 'GenerateToken' });
    const fixed = await stay.client.request('PUT', `/api/guests-registration/${guest.id}/`, {
      body: { document_number: 'YA1234567' },
    });
    expect(fixed.status).toBe(200);
    await ctx.app.alloggiati.autoSend.idle();
    // The service failed before anything was sent: still to send, nothing uncertain.
    expect(await stateOf(stay)).toBe('to_send');
    const again = await stay.client.request('PUT', `/api/guests-registration/${guest.id}/`, {
      body: { document_number: 'YA1234568' },
    });
    expect(again.status).toBe(200);
    await ctx.app.alloggiati.autoSend.idle();
    expect(await stateOf(stay)).toBe('sent');
    expect(held(stay.user)[romeToday()][0]).toContain('YA1234568');
  });

  it('leaves apartments that did not opt in alone', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guests: 1, guestNumber: 2 });
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    await sendForm(guest, 'POST', '/api/guests-registration/', guestFields());
    await ctx.app.alloggiati.autoSend.idle();
    expect(await stateOf(stay)).toBe('to_send');
    expect(sim().calls()).toEqual([]);
  });
});
