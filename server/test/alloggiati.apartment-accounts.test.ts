import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../src/alloggiati/account.routes';
import { alloggiatiAccounts } from '../src/db/tables/alloggiati-accounts.table';
import { MESSAGES } from '../src/http/errors';
import { TestClient } from './api-client';
import { alloggiatiStay, romeToday, sendCalls, setupAlloggiatiApp } from './factories.alloggiati';
import { createApartment, createOwner } from './factories';

const { ctx, sim } = setupAlloggiatiApp();

const account = (user: string) => ({ user, password: `pw-${user}`, ws_key: `key-${user}` });

describe("An apartment's own Alloggiati Web account", () => {
  it("is kept apart from the main one, write-only, and sends that apartment's stays", async () => {
    const stay = await alloggiatiStay(ctx, sim(), { account: false });
    const { client } = stay;
    const own = `/api/alloggiati/account/?apartment=${stay.apartment.id}`;
    expect((await client.get(own)).body).toEqual({
      user: '',
      has_password: false,
      has_ws_key: false,
    });
    sim().addAccount('MAIN01', { password: 'pw-MAIN01', wskey: 'key-MAIN01' });
    sim().addAccount('OWN01', { password: 'pw-OWN01', wskey: 'key-OWN01' });
    await client.request('PUT', '/api/alloggiati/account/', { body: account('MAIN01') });
    const saved = await client.request('PUT', own, { body: account('OWN01') });
    expect(saved.body).toEqual({ user: 'OWN01', has_password: true, has_ws_key: true });
    expect((await client.get('/api/alloggiati/account/')).body.user).toBe('MAIN01');
    expect((await client.get(own)).body.user).toBe('OWN01');
    const renamed = await client.request('PUT', own, { body: { user: 'OWN01', password: '' } });
    expect(renamed.body).toEqual({ user: 'OWN01', has_password: true, has_ws_key: true });
    const rows = await ctx.db
      .select()
      .from(alloggiatiAccounts)
      .where(eq(alloggiatiAccounts.ownerId, stay.owner.id));
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('pw-OWN01');

    const settings = await client.get('/api/alloggiati/settings/');
    expect(settings.body).toEqual({
      account: { user: 'MAIN01', has_password: true, has_ws_key: true },
      apartments: [
        {
          id: stay.apartment.id,
          name: stay.apartment.name,
          auto_send: false,
          account: { user: 'OWN01', has_password: true, has_ws_key: true },
        },
      ],
    });
    expect(JSON.stringify(settings.body)).not.toContain('pw-');

    expect(
      (await client.post(`/api/alloggiati/account/verify/?apartment=${stay.apartment.id}`, {}))
        .body,
    ).toEqual({ detail: ACCOUNT_MESSAGES.verified });
    const sent = await client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent.body.stay.state).toBe('sent');
    expect(sim().linesByUser()).toEqual({ OWN01: { [romeToday()]: [expect.any(String)] } });

    // Without its own account, the apartment's stays use the main one.
    expect((await client.request('DELETE', own)).status).toBe(204);
    expect((await client.get('/api/alloggiati/settings/')).body.apartments[0].account).toBeNull();
    const verify = await client.post(
      `/api/alloggiati/account/verify/?apartment=${stay.apartment.id}`,
      {},
    );
    expect(verify).toMatchObject({
      status: 400,
      body: { detail: ACCOUNT_MESSAGES.notConfigured, code: 'alloggiati_no_account' },
    });
    expect((await client.get(`/api/alloggiati/stays/${stay.profile.id}/`)).body.has_account).toBe(
      true,
    );
  });

  it('uses the main account for apartments without one, and none without either', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { account: false, guests: 1 });
    const { client } = stay;
    const view = async () => (await client.get(`/api/alloggiati/stays/${stay.profile.id}/`)).body;
    expect(await view()).toMatchObject({ has_account: false, state: 'incomplete' });
    sim().addAccount('MAIN02', { password: 'pw-MAIN02', wskey: 'key-MAIN02' });
    await client.request('PUT', '/api/alloggiati/account/', { body: account('MAIN02') });
    expect(await view()).toMatchObject({ has_account: true, state: 'to_send' });
    await client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(Object.keys(sim().linesByUser())).toEqual(['MAIN02']);
    expect(sendCalls(sim())).toEqual([{ operation: 'Send', user: 'MAIN02' }]);
  });

  it("answers 404 for another owner's apartment on every account route and on auto_send", async () => {
    const owner = await createOwner(ctx);
    const victim = await createOwner(ctx);
    const apartment = await createApartment(ctx, victim.id);
    const client = new TestClient(ctx.baseUrl);
    await client.login(owner.username, owner.password);
    const url = `/api/alloggiati/account/?apartment=${apartment.id}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', account('X')],
      ['DELETE', undefined],
    ] as const) {
      const res = await client.request(method, url, { body });
      expect({ method, status: res.status, body: res.body }).toEqual({
        method,
        status: 404,
        body: { detail: MESSAGES.notFound, code: 'not_found' },
      });
    }
    expect(
      (await client.post(`/api/alloggiati/account/verify/?apartment=${apartment.id}`, {})).status,
    ).toBe(404);
    const autoSend = await client.request('PUT', `/api/alloggiati/apartments/${apartment.id}/`, {
      body: { auto_send: true },
    });
    expect(autoSend.status).toBe(404);
    expect(
      await ctx.db
        .select()
        .from(alloggiatiAccounts)
        .where(eq(alloggiatiAccounts.ownerId, victim.id)),
    ).toEqual([]);
    expect((await client.get('/api/alloggiati/settings/')).body).toEqual({
      account: { user: '', has_password: false, has_ws_key: false },
      apartments: [],
    });
  });

  it('turns automatic sending on and off per apartment', async () => {
    const stay = await alloggiatiStay(ctx, sim());
    const url = `/api/alloggiati/apartments/${stay.apartment.id}/`;
    const on = await stay.client.request('PUT', url, { body: { auto_send: true } });
    expect(on.body).toEqual({
      id: stay.apartment.id,
      name: stay.apartment.name,
      auto_send: true,
      account: null,
    });
    expect(
      (await stay.client.get(`/api/alloggiati/stays/${stay.profile.id}/`)).body.auto_send,
    ).toBe(true);
    const off = await stay.client.request('PUT', url, { body: { auto_send: false } });
    expect(off.body.auto_send).toBe(false);
  });
});
