import { CHECK_MESSAGES_IT } from '@soglia/api-client/checks';
import { COMUNE_MESSAGE } from '../src/apartments/apartments.values';
import { TestClient } from './api-client';
import { createOwner } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

const ownerClient = async () => {
  const owner = await createOwner(ctx);
  const client = new TestClient(ctx.baseUrl);
  await client.login(owner.username, owner.password);
  return client;
};

const ROME_CIN = 'IT058091C2ABCDEF12';
const body = (extra: object = {}) => ({
  name: 'Casa',
  address: 'Via Roma 1',
  CIN: ROME_CIN,
  ...extra,
});

describe("An apartment's comune", () => {
  it('is stored with its readable name, kept when left out, cleared with an empty code', async () => {
    const client = await ownerClient();
    const created = await client.post('/api/apartments/', body({ comune_code: '412058091' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ comune_code: '412058091', comune_name: 'Roma (RM)' });
    const id = created.body.id;
    const kept = await client.request('PUT', `/api/apartments/${id}/`, {
      body: body({ name: 'X' }),
    });
    expect(kept.body).toMatchObject({
      name: 'X',
      comune_code: '412058091',
      comune_name: 'Roma (RM)',
    });
    const listed = await client.get('/api/apartments/');
    expect(listed.body[0]).toMatchObject({ comune_code: '412058091', comune_name: 'Roma (RM)' });
    const cleared = await client.request('PUT', `/api/apartments/${id}/`, {
      body: body({ comune_code: '', CIN: 'IT010025C2ABCDEF' }),
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      comune_code: '',
      comune_name: '',
      CIN: 'IT010025C2ABCDEF',
    });
    const none = await client.post('/api/apartments/', body());
    expect(none.body).toMatchObject({ comune_code: '', comune_name: '' });
  });

  it('refuses a code that is no comune of today: unknown, a state, a suppressed comune', async () => {
    const client = await ownerClient();
    for (const code of ['999999999', '100000216', '401001501', 'Roma']) {
      const res = await client.post('/api/apartments/', body({ comune_code: code }));
      expect({ code, status: res.status, body: res.body }).toEqual({
        code,
        status: 400,
        body: { comune_code: [COMUNE_MESSAGE], codes: { comune_code: ['comune_unknown'] } },
      });
    }
    expect((await client.get('/api/apartments/')).body).toEqual([]);
  });

  it("refuses a CIN whose ISTAT digits are another comune's, in Italian, on CIN", async () => {
    const client = await ownerClient();
    const refused = await client.post('/api/apartments/', body({ comune_code: '405028001' }));
    expect(refused).toMatchObject({
      status: 400,
      body: { CIN: [CHECK_MESSAGES_IT.cin_comune] },
    });
    const created = await client.post('/api/apartments/', body({ comune_code: '412058091' }));
    // A new CIN must match the stored comune too.
    const moved = await client.request('PUT', `/api/apartments/${created.body.id}/`, {
      body: body({ CIN: 'IT028001C2ABCDEF12' }),
    });
    expect(moved).toMatchObject({ status: 400, body: { CIN: [CHECK_MESSAGES_IT.cin_comune] } });
    const both = await client.request('PUT', `/api/apartments/${created.body.id}/`, {
      body: body({ CIN: 'IT028001C2ABCDEF12', comune_code: '405028001' }),
    });
    expect(both.body).toMatchObject({ comune_code: '405028001', comune_name: 'Abano Terme (PD)' });
  });
});
