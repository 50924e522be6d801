import { TestClient, fieldBody } from './api-client';
import { createOwner } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);

describe('HTTP basics', () => {
  it('GET /api/csrf/ sets a readable csrftoken cookie', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/csrf/`);
    expect(res.status).toBe(204);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9_-]{43}; Path=\//);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('refuses unsafe methods without a matching CSRF header', async () => {
    const owner = await createOwner(ctx);
    const body = { username: owner.username, password: owner.password };
    const missing = await client().post('/api/auth/login/', body, { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      detail: 'CSRF token missing or incorrect.',
      code: 'csrf_failed',
    });

    const c = client();
    await c.fetchCsrf();
    const res = await fetch(`${ctx.baseUrl}/api/auth/login/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken=${c.csrfToken}`,
        'x-csrftoken': `${c.csrfToken}x`,
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(403);
  });

  it('answers 400 (not 500) to malformed JSON and to a non-object body', async () => {
    const bad = await client().request('POST', '/api/auth/login/', { rawJson: '{"username": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/JSON parse error/);
    const list = await client().post('/api/auth/login/', ['x']);
    expect(list.status).toBe(400);
    expect(list.body).toEqual(
      fieldBody({
        non_field_errors: ['invalid_type', 'Invalid data. Expected a dictionary, but got list.'],
      }),
    );
    const types = await client().post('/api/auth/login/', { username: 5, password: true });
    expect(types.status).toBe(400);
    expect(types.body).toEqual(
      fieldBody({
        username: ['invalid_type', 'Not a valid string.'],
        password: ['invalid_type', 'Not a valid string.'],
      }),
    );
  });

  it('treats an empty JSON body as no data', async () => {
    const res = await client().request('POST', '/api/auth/login/', { rawJson: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      fieldBody({
        username: ['required', 'This field is required.'],
        password: ['required', 'This field is required.'],
      }),
    );
    const logout = await client().request('POST', '/api/auth/logout/', { rawJson: '' });
    expect(logout.status).toBe(200);
  });

  it('answers unknown routes with 404 {"detail":"Not found."}', async () => {
    const res = await client().get('/api/does-not-exist/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('sends security headers on every response', async () => {
    for (const path of ['/api/csrf/', '/api/nope/', '/api/apartments/']) {
      const res = await client().get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('serves the OpenAPI document and the docs UI', async () => {
    const json = await client().get('/api/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.paths['/api/auth/login/']).toBeDefined();
    expect(json.body.paths['/api/apartments/']).toBeDefined();
    const ui = await fetch(`${ctx.baseUrl}/api/docs/`);
    expect(ui.status).toBe(200);
  });
});
