import { TestClient } from './api-client';
import { createApartment, createGuestStay, createOwner } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);

describe('GET /api/apartments/', () => {
  it("lists only the caller's apartments", async () => {
    const alice = await createOwner(ctx);
    const bob = await createOwner(ctx);
    const a1 = await createApartment(ctx, alice.id, { name: 'Alice 1' });
    const a2 = await createApartment(ctx, alice.id, { name: 'Alice 2' });
    await createApartment(ctx, bob.id, { name: 'Bob 1' });

    const c = client();
    await c.login(alice.username, alice.password);
    const res = await c.get('/api/apartments/');
    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: number }) => a.id)).toEqual([a1.id, a2.id]);
    expect(res.body.map((a: { name: string }) => a.name)).toEqual(['Alice 1', 'Alice 2']);
  });

  it('never returns the auth key, only has_auth_key', async () => {
    const owner = await createOwner(ctx);
    await createApartment(ctx, owner.id, {
      shelly: true,
      serverUri: 'http://x',
      authKey: 'secret-key-123',
    });
    await createApartment(ctx, owner.id);
    const c = client();
    await c.login(owner.username, owner.password);
    const res = await c.get('/api/apartments/');
    expect(JSON.stringify(res.body)).not.toContain('secret-key-123');
    expect(res.body[0]).toMatchObject({
      auth_key: '',
      has_auth_key: true,
      shelly: true,
      server_uri: 'http://x',
    });
    expect(res.body[1]).toMatchObject({ auth_key: '', has_auth_key: false });
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        'id',
        'name',
        'address',
        'phone',
        'email',
        'CIN',
        'comune_code',
        'comune_name',
        'google_maps_link',
        'shelly',
        'server_uri',
        'auth_key',
        'has_auth_key',
        'get_guest_info',
        'get_document_photo',
        'get_billing_info',
        'identification_required',
        'identification_ring_seconds',
        'default_check_in_time',
        'default_check_out_time',
        'language_informations',
      ].sort(),
    );
  });

  it('answers 403 to guests and 401 without a token', async () => {
    const stay = await createGuestStay(ctx);
    const c = client();
    await c.login(stay.username, stay.password);
    const res = await c.get('/api/apartments/');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
    expect((await client().get('/api/apartments/')).status).toBe(401);
  });
});
