import { TestClient, type ApiResponse } from './api-client';
import { createGuestStay } from './factories';
import { countInfos, createInfo, ownerWithApartment } from './factories.guidebook';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const CSRF = { detail: 'CSRF token missing or incorrect.', code: 'csrf_failed' };

/** What helmet is configured to send on every answer (app.ts). */
const expectSecurityHeaders = (res: ApiResponse, label: string, docs = false) => {
  const h = res.headers;
  try {
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains/);
    expect(h.get('x-dns-prefetch-control')).toBe('off');
    expect(h.get('x-permitted-cross-domain-policies')).toBe('none');
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    const csp = h.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    // The docs routes get swagger-ui's staticCSP, which (unlike app.ts's helmet setting) still
    // carries upgrade-insecure-requests; reported to the app.ts owner.
    if (!docs) expect(csp).not.toContain('upgrade-insecure-requests');
    expect(h.get('x-powered-by')).toBeNull();
    // The camera and microphone are for the app's pages only (the shell's policy).
    const permissions = h.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions.split(', ')).toContain(`${feature}=()`);
    }
  } catch (err) {
    throw new Error(`${label} (${res.status}): ${(err as Error).message}`);
  }
};

describe('security headers', () => {
  it('are on every answer: 2xx, 4xx, 404, docs', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const info = await createInfo(ctx, owner.id, apartment.id);
    const stay = await createGuestStay(ctx);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    const anon = new TestClient(ctx.baseUrl);

    const cases: [string, ApiResponse, number][] = [
      ['GET list', await client.get(`/api/apartment-info/?apartment=${apartment.id}`), 200],
      ['GET csrf', await anon.get('/api/csrf/'), 204],
      [
        'POST create',
        await client.post('/api/apartment-info/', {
          title: 'T',
          type: 'general',
          info: 'I',
          apartment: apartment.id,
        }),
        201,
      ],
      ['DELETE', await client.request('DELETE', `/api/apartment-info/${info.id}/`), 204],
      ['field errors', await client.post('/api/apartment-info/', {}), 400],
      [
        'malformed JSON',
        await client.request('POST', '/api/apartment-info/', { rawJson: '{' }),
        400,
      ],
      ['anonymous', await anon.get('/api/apartment-info/'), 401],
      ['bad token', await anon.get('/api/apartment-info/', { token: 'x'.repeat(40) }), 401],
      ['guest on owner route', await guest.post('/api/language-informations/', {}), 403],
      ['csrf', await client.post('/api/apartment-info/', {}, { csrf: false }), 403],
      ['unknown id', await client.request('DELETE', '/api/apartment-info/999999/'), 404],
      ['unknown route', await anon.get('/api/nope/'), 404],
      ['unknown method', await anon.request('PATCH', '/api/csrf/'), 404],
      ['guest GET', await guest.get('/api/apartment-info/?language=en'), 200],
      ['login failure', await anon.post('/api/auth/login/', { username: 'x', password: 'y' }), 400],
    ];
    for (const [label, res, status] of cases) {
      expect([label, res.status]).toEqual([label, status]);
      expectSecurityHeaders(res, label);
    }
    const docsJson = await anon.get('/api/docs/json');
    expect(docsJson.status).toBe(200);
    expectSecurityHeaders(docsJson, 'docs json', true);

    const docs = await fetch(`${ctx.baseUrl}/api/docs/`, { redirect: 'manual' });
    const docsPage =
      docs.status >= 300 && docs.status < 400
        ? await fetch(new URL(docs.headers.get('location')!, `${ctx.baseUrl}/api/docs/`))
        : docs;
    expect(docsPage.status).toBe(200);
    expect(await docsPage.text()).toContain('swagger');
    const docsRes = { status: docsPage.status, body: null, headers: docsPage.headers };
    expectSecurityHeaders(docsRes, 'docs UI', true);

    const unsupported = await fetch(`${ctx.baseUrl}/api/apartment-info/`, {
      method: 'POST',
      headers: {
        authorization: `Token ${client.token}`,
        'content-type': 'text/xml',
        cookie: `csrftoken=${client.csrfToken}`,
        'x-csrftoken': client.csrfToken!,
      },
      body: '<a/>',
    });
    expect(unsupported.status).toBe(415);
    expectSecurityHeaders({ status: 415, body: null, headers: unsupported.headers }, '415');
  });

  it('API answers are not cached', async () => {
    const { client } = await ownerWithApartment(ctx);
    expect((await client.get('/api/apartment-info/')).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await client.get('/api/nope/')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('CSRF on unsafe methods', () => {
  const unsafeRoutes: [string, string][] = [
    ['POST', '/api/auth/login/'],
    ['POST', '/api/auth/logout/'],
    ['POST', '/api/apartments/'],
    ['PUT', '/api/apartments/1/'],
    ['DELETE', '/api/apartments/1/'],
    ['POST', '/api/rooms/'],
    ['POST', '/api/doors/'],
    ['POST', '/api/language-instructions/'],
    ['POST', '/api/apartment-info/'],
    ['PUT', '/api/apartment-info/1/'],
    ['DELETE', '/api/apartment-info/1/'],
    ['POST', '/api/language-informations/'],
    ['PUT', '/api/language-informations/1/'],
    ['DELETE', '/api/language-informations/1/'],
    ['POST', '/api/register/checkin/'],
    ['PATCH', '/api/register/checkin/1/'],
    ['POST', '/api/guests-registration/'],
    ['POST', '/api/billing-info/'],
    ['POST', '/api/check-cpc/'],
    ['PATCH', '/api/update-guest-type/1/'],
  ];

  it('answers 403 without the token, with a mismatched one, or with only one half', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const before = await countInfos(ctx, owner.id);
    const csrf = await client.fetchCsrf();
    const other = 'b'.repeat(43);
    const variants: Record<string, string>[] = [
      {},
      { cookie: `csrftoken=${csrf}` },
      { 'x-csrftoken': csrf },
      { cookie: `csrftoken=${csrf}`, 'x-csrftoken': other },
      { cookie: 'csrftoken=short', 'x-csrftoken': 'short' },
    ];
    const body = JSON.stringify({
      title: 'T',
      type: 'general',
      info: 'I',
      apartment: apartment.id,
    });
    for (const [method, path] of unsafeRoutes) {
      for (const extra of variants) {
        const res = await fetch(`${ctx.baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Token ${client.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': client.ip,
            ...extra,
          },
          body,
        });
        const label = `${method} ${path} ${JSON.stringify(Object.keys(extra))}`;
        expect([label, res.status, await res.json()]).toEqual([label, 403, CSRF]);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
    expect(await countInfos(ctx, owner.id)).toBe(before);
    // The same request with the token pair goes through.
    const ok = await client.post('/api/apartment-info/', JSON.parse(body));
    expect(ok.status).toBe(201);
  });

  it('does not apply to safe methods', async () => {
    const { client } = await ownerWithApartment(ctx);
    const res = await client.request('GET', '/api/apartment-info/', { csrf: false });
    expect(res.status).toBe(200);
    const head = await fetch(`${ctx.baseUrl}/api/apartment-info/`, {
      method: 'HEAD',
      headers: { authorization: `Token ${client.token}` },
    });
    expect(head.status).toBe(200);
  });
});
