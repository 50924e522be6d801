import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../src/alloggiati/account.routes';
import { ALLOGGIATI_MESSAGES } from '../src/alloggiati/client';
import { runReceiptsJob } from '../src/alloggiati/receipts.service';
import { alloggiatiReceipts } from '../src/db/tables/alloggiati-records.table';
import type { TestClient } from './api-client';
import { alloggiatiStay, romeToday, sendCalls, setupAlloggiatiApp } from './factories.alloggiati';

const { ctx, sim } = setupAlloggiatiApp();
const DAY = 86_400_000;
const WRONG = ALLOGGIATI_MESSAGES.credentials('Credenziali non valide');

const saveAccount = async (client: TestClient, password: string, wsKey: string) => {
  const saved = await client.request('PUT', '/api/alloggiati/account/', {
    body: { user: 'DEMO0001', password, ws_key: wsKey },
  });
  expect(saved.status).toBe(200);
};

const receiptsOf = (ownerId: number) =>
  ctx.db.select().from(alloggiatiReceipts).where(eq(alloggiatiReceipts.ownerId, ownerId));

describe("a portal user's token belongs to the credentials that obtained it", () => {
  it('another owner with the same portal user and a wrong password never acts as the first', async () => {
    sim().addAccount('DEMO0001', { password: 'demo', wskey: 'demo-wskey' });
    const a = await alloggiatiStay(ctx, sim(), { account: false });
    await saveAccount(a.client, 'demo', 'demo-wskey');
    expect(await a.client.post('/api/alloggiati/account/verify/', {})).toMatchObject({
      status: 200,
      body: { detail: ACCOUNT_MESSAGES.verified },
    });
    const sentA = await a.client.post(`/api/alloggiati/stays/${a.profile.id}/send/`, {});
    expect(sentA.body.stay.state).toBe('sent');

    const b = await alloggiatiStay(ctx, sim(), { account: false });
    await saveAccount(b.client, 'not-demo', 'demo-wskey');
    expect(await b.client.post('/api/alloggiati/account/verify/', {})).toMatchObject({
      status: 400,
      body: { detail: WRONG, code: 'alloggiati_credentials' },
    });
    const sentB = await b.client.post(`/api/alloggiati/stays/${b.profile.id}/send/`, {});
    expect(sentB).toMatchObject({
      status: 400,
      body: { detail: WRONG, code: 'alloggiati_credentials' },
    });
    expect(sendCalls(sim())).toHaveLength(1);
    expect(
      sim()
        .sent()
        .map((s) => s.line),
    ).toEqual([sentA.body.stay.guests[0].line]);
    expect((await b.client.get(`/api/alloggiati/stays/${b.profile.id}/`)).body.state).toBe(
      'to_send',
    );

    // Tomorrow for the simulator and the job: A's lines of today have their receipt.
    sim().setClock(1);
    const fetched = await b.client.post('/api/alloggiati/receipts/fetch/', { day: romeToday() });
    expect(fetched).toMatchObject({
      status: 400,
      body: { detail: WRONG, code: 'alloggiati_credentials' },
    });
    await runReceiptsJob({
      db: ctx.db,
      repos: ctx.app.alloggiati.repos,
      cipher: ctx.app.cipher,
      config: ctx.config,
      days: 1,
      now: new Date(Date.now() + DAY),
    });
    expect(await receiptsOf(b.owner.id)).toEqual([]);
    expect((await b.client.get('/api/alloggiati/receipts/')).body).toEqual([]);
    expect((await receiptsOf(a.owner.id)).map((r) => r.day)).toEqual([romeToday()]);
  });

  it('Verifica asks the service for a new token with the stored credentials every time', async () => {
    sim().addAccount('DEMO0001', { password: 'demo', wskey: 'demo-wskey' });
    const a = await alloggiatiStay(ctx, sim(), { account: false });
    await saveAccount(a.client, 'demo', 'demo-wskey');
    expect((await a.client.post('/api/alloggiati/account/verify/', {})).status).toBe(200);
    // The portal's password changed: the stored one is wrong now, whatever token is cached.
    sim().addAccount('DEMO0001', { password: 'changed', wskey: 'demo-wskey' });
    expect(await a.client.post('/api/alloggiati/account/verify/', {})).toMatchObject({
      status: 400,
      body: { detail: WRONG, code: 'alloggiati_credentials' },
    });
    expect(
      sim()
        .calls()
        .map((c) => c.operation),
    ).toEqual(['GenerateToken', 'Authentication_Test', 'GenerateToken']);
  });
});
