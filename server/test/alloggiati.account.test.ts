import { eq } from 'drizzle-orm';
import { alloggiatiAccounts } from '../src/db/tables/alloggiati-accounts.table';
import { ACCOUNT_MESSAGES } from '../src/alloggiati/account.routes';
import { ALLOGGIATI_MESSAGES, forgetAlloggiatiTokens } from '../src/alloggiati/client';
import {
  startAlloggiatiSimulator,
  type AlloggiatiSimulator,
} from '../src/alloggiati/simulator/server';
import type { AppConfig } from '../src/config';
import { TestClient } from './api-client';
import { createGuestStay, createOwner } from './factories';
import { setupTestApp } from './helper';

let sim: AlloggiatiSimulator;
const overrides: Partial<AppConfig> = { alloggiatiTimeoutMs: 500 };
beforeAll(async () => {
  sim = await startAlloggiatiSimulator();
  overrides.alloggiatiUrl = sim.url;
});
afterAll(() => sim.stop());
const ctx = setupTestApp(overrides);

const ownerClient = async () => {
  const owner = await createOwner(ctx);
  const client = new TestClient(ctx.baseUrl);
  await client.login(owner.username, owner.password);
  return { owner, client };
};

describe('Alloggiati Web account', () => {
  it('stores password and WsKey encrypted, never answers them, keeps them when left empty', async () => {
    const { owner, client } = await ownerClient();
    const none = await client.get('/api/alloggiati/account/');
    expect(none.body).toEqual({ user: '', has_password: false, has_ws_key: false });
    const unverifiable = await client.post('/api/alloggiati/account/verify/', {});
    expect(unverifiable).toMatchObject({
      status: 400,
      body: { detail: ACCOUNT_MESSAGES.notConfigured, code: 'alloggiati_no_account' },
    });
    const missing = await client.request('PUT', '/api/alloggiati/account/', {
      body: { user: ' ' },
    });
    expect(missing.body).toEqual({
      user: [ACCOUNT_MESSAGES.user],
      password: [ACCOUNT_MESSAGES.password],
      ws_key: [ACCOUNT_MESSAGES.wsKey],
      codes: { user: ['required'], password: ['required'], ws_key: ['required'] },
    });
    const saved = await client.request('PUT', '/api/alloggiati/account/', {
      body: { user: 'XX002458', password: 'segreta-1', ws_key: 'AbCdEf==' },
    });
    expect(saved.body).toEqual({ user: 'XX002458', has_password: true, has_ws_key: true });
    const [row] = await ctx.db
      .select()
      .from(alloggiatiAccounts)
      .where(eq(alloggiatiAccounts.ownerId, owner.id));
    expect(row.passwordEncrypted).not.toContain('segreta');
    expect(ctx.app.cipher.decrypt(row.wsKeyEncrypted)).toBe('AbCdEf==');
    const renamed = await client.request('PUT', '/api/alloggiati/account/', {
      body: { user: 'XX002459', password: '', ws_key: '' },
    });
    expect(renamed.body).toEqual({ user: 'XX002459', has_password: true, has_ws_key: true });
    const [after] = await ctx.db
      .select()
      .from(alloggiatiAccounts)
      .where(eq(alloggiatiAccounts.ownerId, owner.id));
    expect(after.passwordEncrypted).toBe(row.passwordEncrypted);
    expect(JSON.stringify((await client.get('/api/alloggiati/account/')).body)).not.toContain(
      'segreta',
    );
    expect((await client.request('DELETE', '/api/alloggiati/account/')).status).toBe(204);
    expect((await client.get('/api/alloggiati/account/')).body.user).toBe('');
    expect((await client.request('DELETE', '/api/alloggiati/account/')).status).toBe(204);
  });

  it('verifies the account with the service, in Italian either way', async () => {
    forgetAlloggiatiTokens();
    sim.addAccount('XX100001', { password: 'giusta', wskey: 'chiave' });
    const { client } = await ownerClient();
    await client.request('PUT', '/api/alloggiati/account/', {
      body: { user: 'XX100001', password: 'giusta', ws_key: 'chiave' },
    });
    const ok = await client.post('/api/alloggiati/account/verify/', {});
    expect(ok).toMatchObject({ status: 200, body: { detail: ACCOUNT_MESSAGES.verified } });
    await client.request('PUT', '/api/alloggiati/account/', {
      body: { user: 'XX100001', password: 'sbagliata' },
    });
    forgetAlloggiatiTokens();
    const wrong = await client.post('/api/alloggiati/account/verify/', {});
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        detail: ALLOGGIATI_MESSAGES.credentials('Credenziali non valide'),
        code: 'alloggiati_credentials',
      },
    });
    sim.addFault({ mode: 'slow', ms: 1500 });
    const slow = await client.post('/api/alloggiati/account/verify/', {});
    expect(slow).toMatchObject({
      status: 502,
      body: { detail: ALLOGGIATI_MESSAGES.timeout, code: 'alloggiati_unavailable' },
    });
  });

  it('is for owners only, each with their own', async () => {
    const stay = await createGuestStay(ctx);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    expect((await guest.get('/api/alloggiati/account/')).status).toBe(403);
    expect((await new TestClient(ctx.baseUrl).get('/api/alloggiati/account/')).status).toBe(401);
    const a = await ownerClient();
    const b = await ownerClient();
    await a.client.request('PUT', '/api/alloggiati/account/', {
      body: { user: 'AAA', password: 'p', ws_key: 'k' },
    });
    expect((await b.client.get('/api/alloggiati/account/')).body.user).toBe('');
  });
});
