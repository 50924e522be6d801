import { TestClient } from './api-client';
import { createGuestStay, createOwner } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

const ownerClient = async () => {
  const owner = await createOwner(ctx);
  const client = new TestClient(ctx.baseUrl);
  await client.login(owner.username, owner.password);
  return client;
};

describe('GET /api/places/', () => {
  it('finds comuni by the start of their name, accents and apostrophes ignored, with the province', async () => {
    const client = await ownerClient();
    const res = await client.get('/api/places/?q=forl%C3%AC&kind=comune&limit=3');
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      kind: 'comune',
      code: '408140012',
      name: 'Forlì',
      table_name: "FORLI'",
      province: 'FC',
      region: null,
      valid_to: null,
    });
    expect(res.body).toHaveLength(3);
    const apostrophe = await client.get("/api/places/?q=sant'angelo%20a%20cup&kind=comune");
    expect(apostrophe.body.map((p: any) => p.name)).toEqual(["Sant'Angelo a Cupolo"]);
  });

  it('gives the entry valid on the date: a comune that moved to another province', async () => {
    const client = await ownerClient();
    const before = await client.get('/api/places/?q=abbadia%20cerreto&date=1980-05-01');
    expect(before.body.map((p: any) => [p.code, p.province, p.valid_to])).toEqual([
      ['403015699', 'MI', '1992-03-05'],
    ]);
    const after = await client.get('/api/places/?q=abbadia%20cerreto&date=2001-01-01');
    expect(after.body.map((p: any) => [p.code, p.province])).toEqual([['403098001', 'LO']]);
    // Without a date: both, the current one first.
    const any = await client.get('/api/places/?q=abbadia%20cerreto');
    expect(any.body.map((p: any) => p.province)).toEqual(['LO', 'MI']);
  });

  it('names states in the requested language, found by that name or the Italian one', async () => {
    const client = await ownerClient();
    const de = await client.get('/api/places/?q=deutsch&kind=state&language=de');
    expect(de.body).toEqual([
      {
        kind: 'state',
        code: '100000216',
        name: 'Deutschland',
        table_name: 'GERMANIA',
        province: null,
        region: 'DE',
        valid_to: null,
      },
    ]);
    const italian = await client.get('/api/places/?q=germania&kind=state&language=en');
    expect(italian.body[0]).toMatchObject({ name: 'Germany', region: 'DE' });
    const exception = await client.get('/api/places/?q=stati%20uniti&kind=state&language=fr');
    expect(exception.body[0]).toMatchObject({
      code: '100000536',
      name: 'États-Unis',
      region: 'US',
    });
    const stateless = await client.get('/api/places/?q=apolide&kind=state&language=de');
    expect(stateless.body[0]).toMatchObject({ name: 'Staatenlos', region: null });
  });

  it('lists every state valid on a date without a query, for a citizenship select', async () => {
    const client = await ownerClient();
    const all = await client.get('/api/places/?kind=state&language=it&limit=300');
    expect(all.body).toHaveLength(236);
    const today = await client.get('/api/places/?kind=state&date=2025-01-01&limit=300');
    expect(today.body.map((p: any) => p.table_name)).not.toContain('CECOSLOVACCHIA');
    // A comune needs a query.
    expect((await client.get('/api/places/?kind=comune')).body).toEqual([]);
  });

  it('serves guests too, and nobody without a token', async () => {
    const { username, password } = await createGuestStay(ctx);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(username, password);
    expect((await guest.get('/api/places/?q=roma&kind=comune')).body[0].code).toBe('412058091');
    expect((await new TestClient(ctx.baseUrl).get('/api/places/?q=roma')).status).toBe(401);
  });

  it('refuses a malformed date or limit with a field error', async () => {
    const client = await ownerClient();
    const res = await client.get('/api/places/?q=roma&date=01/02/2020&limit=0');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.codes).sort()).toEqual(['date', 'limit']);
  });
});
