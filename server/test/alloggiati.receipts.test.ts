import { and, eq } from 'drizzle-orm';
import { ALLOGGIATI_MESSAGES } from '../src/alloggiati/client';
import { alloggiatiReceipts } from '../src/db/tables/alloggiati-records.table';
import { RECEIPT_MESSAGES } from '../src/alloggiati/receipts.routes';
import { runReceiptsJob, yearsBefore } from '../src/alloggiati/receipts.service';
import { ACCOUNT_MESSAGES } from '../src/alloggiati/account.routes';
import { addDays } from '../src/lib/time';
import { TestClient } from './api-client';
import { alloggiatiStay, romeToday, setupAlloggiatiApp } from './factories.alloggiati';
import { createOwner } from './factories';

const { ctx, sim } = setupAlloggiatiApp();
const DAY = 86_400_000;

const receiptsOf = (ownerId: number) =>
  ctx.db
    .select()
    .from(alloggiatiReceipts)
    .where(eq(alloggiatiReceipts.ownerId, ownerId))
    .orderBy(alloggiatiReceipts.day);

const job = (now: Date, days = 2) =>
  runReceiptsJob({
    db: ctx.db,
    repos: ctx.app.alloggiati.repos,
    cipher: ctx.app.cipher,
    config: ctx.config,
    days,
    now,
  });

const ricevute = () =>
  sim()
    .calls()
    .filter((c) => c.operation === 'Ricevuta');

describe('the receipts job', () => {
  it("stores each account's missing receipts of the past days, once; purges after five years", async () => {
    const stay = await alloggiatiStay(ctx, sim());
    await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    const today = romeToday();
    // Tomorrow, for the job and the simulator: today's lines are yesterday's.
    sim().setClock(1);
    const tomorrow = new Date(Date.now() + DAY);
    const runs = await Promise.all([job(tomorrow), job(tomorrow)]);
    expect(runs.map((r) => r.ran).sort()).toEqual([false, true]);
    const rows = await receiptsOf(stay.owner.id);
    expect(rows.map((r) => [r.day, r.accountUser, r.apartmentId])).toEqual([
      [addDays(today, -1), stay.user, null],
      [today, stay.user, null],
    ]);
    expect(rows[1].pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const asked = ricevute().length;
    expect((await job(tomorrow)).fetched).toBe(0);
    expect(ricevute()).toHaveLength(asked);

    const old = yearsBefore(today, 5);
    for (const day of [addDays(old, -1), old]) {
      await ctx.db.insert(alloggiatiReceipts).values({
        ownerId: stay.owner.id,
        accountUser: stay.user,
        day,
        pdf: Buffer.from('%PDF-old'),
      });
    }
    const purge = await job(new Date(), 1);
    expect(purge.purged).toBe(1);
    expect((await receiptsOf(stay.owner.id)).map((r) => r.day)).toEqual([
      old,
      addDays(today, -1),
      today,
    ]);
  });

  it('never asks for today, and lists and serves receipts to their owner only', async () => {
    const stay = await alloggiatiStay(ctx, sim());
    await job(new Date(), 1);
    const mine = ricevute().filter((c) => c.user === stay.user);
    expect(mine).toHaveLength(1);
    const list = await stay.client.get('/api/alloggiati/receipts/');
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        day: addDays(romeToday(), -1),
        account_user: stay.user,
        apartment: null,
        fetched_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        size: expect.any(Number),
      },
    ]);
    const [row] = await receiptsOf(stay.owner.id);
    expect(list.body[0].size).toBe(row.pdf.length);
    const pdf = await fetch(`${ctx.baseUrl}/api/alloggiati/receipts/${row.id}/pdf/`, {
      headers: { authorization: `Token ${stay.client.token}`, 'x-forwarded-for': stay.client.ip },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="ricevuta-${stay.user}-${row.day}.pdf"`,
    );
    expect(Buffer.from(await pdf.arrayBuffer()).equals(row.pdf)).toBe(true);
    expect((await stay.client.get(`/api/alloggiati/receipts/?from=${romeToday()}`)).body).toEqual(
      [],
    );

    const intruder = await createOwner(ctx);
    const other = new TestClient(ctx.baseUrl);
    await other.login(intruder.username, intruder.password);
    expect((await other.get(`/api/alloggiati/receipts/${row.id}/pdf/`)).status).toBe(404);
    expect((await other.get('/api/alloggiati/receipts/')).body).toEqual([]);
  });
});

describe('POST /api/alloggiati/receipts/fetch/', () => {
  it('asks the service for any past day, today included, and says what it answered', async () => {
    const stay = await alloggiatiStay(ctx, sim());
    await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    const today = romeToday();
    const url = '/api/alloggiati/receipts/fetch/';
    const refused = await stay.client.post(url, { day: today });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        detail: ALLOGGIATI_MESSAGES.refused({
          ok: false,
          code: '13',
          description: 'DATA_NON_VALIDA',
          detail: 'Data ricevuta non valida',
        }),
      },
    });
    expect(await receiptsOf(stay.owner.id)).toEqual([]);
    // The simulator a day ahead: today's lines have their receipt.
    sim().setClock(1);
    const fetched = await stay.client.post(url, { day: today });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual([
      expect.objectContaining({ day: today, account_user: stay.user }),
    ]);
    const again = await stay.client.post(url, { day: today });
    expect(again.body[0].id).toBe(fetched.body[0].id);
    expect(
      await ctx.db
        .select({ id: alloggiatiReceipts.id })
        .from(alloggiatiReceipts)
        .where(
          and(eq(alloggiatiReceipts.ownerId, stay.owner.id), eq(alloggiatiReceipts.day, today)),
        ),
    ).toHaveLength(1);

    expect(await stay.client.post(url, { day: addDays(today, 1) })).toMatchObject({
      status: 400,
      body: { detail: RECEIPT_MESSAGES.future, code: 'receipts_future_day' },
    });
    expect(await stay.client.post(url, { day: addDays(today, -31) })).toMatchObject({
      status: 400,
      body: { detail: RECEIPT_MESSAGES.tooOld, code: 'receipts_day_too_old' },
    });
    sim().addFault({ mode: 'http_500', operation: 'Ricevuta' });
    expect((await stay.client.post(url, { day: addDays(today, -2) })).status).toBe(502);
  });

  it('needs an account', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { account: false });
    const res = await stay.client.post('/api/alloggiati/receipts/fetch/', {
      day: addDays(romeToday(), -1),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: ACCOUNT_MESSAGES.notConfigured, code: 'alloggiati_no_account' },
    });
  });
});
