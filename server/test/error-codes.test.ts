import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AppConfig } from '../src/config';
import { ERROR_CODES, FIELD_ERROR_CODES } from '../src/http/error-codes';
import { TestClient } from './api-client';
import { createGuestStay, createOwner } from './factories';
import {
  guestFields,
  makeImage,
  makeMediaDir,
  rawUploadHeaders,
  sendForm,
} from './factories.guests';
import { setupTestApp } from './helper';

/**
 * The machine codes of error answers (docs/api.md § Error codes): every code the server can send
 * is documented with its status, and the main cases answer theirs.
 */
const ctx = setupTestApp({
  media: { dir: makeMediaDir(), maxFileBytes: 64 * 1024, maxConcurrentUploads: 1 },
  loginThrottle: { limit: 2, addressLimit: 30, windowMinutes: 15 },
} as Partial<AppConfig>);
const client = () => new TestClient(ctx.baseUrl);

/** The `code | status` rows of the tables under docs/api.md § Error codes. */
const documentedCodes = (): Map<string, number> => {
  const text = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
  const start = text.indexOf('\n## Error codes\n');
  const end = text.indexOf('\n## ', start + 1);
  const rows = new Map<string, number>();
  for (const line of text.slice(start, end).split('\n')) {
    const match = /^\| `([a-z_]+)` \| (\d{3}) \|/.exec(line);
    if (match) rows.set(match[1], Number(match[2]));
  }
  return rows;
};

const owner = async () => {
  const row = await createOwner(ctx);
  const c = client();
  await c.login(row.username, row.password);
  return c;
};

const guest = async (overrides: Parameters<typeof createGuestStay>[1] = {}) => {
  const stay = await createGuestStay(ctx, overrides);
  const c = client();
  await c.login(stay.username, stay.password);
  return { c, stay };
};

describe('the list of codes', () => {
  it('documents every code in docs/api.md § Error codes, with the status it comes with', () => {
    const documented = documentedCodes();
    const sent = new Map<string, number>([
      ...Object.entries(ERROR_CODES),
      ...Object.entries(FIELD_ERROR_CODES),
    ]);
    expect(sent.size).toBe(Object.keys(ERROR_CODES).length + Object.keys(FIELD_ERROR_CODES).length);
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(sent));
  });
});

describe('field errors carry one code per message', () => {
  it('a refused body: each field with its messages, and beside them their codes', async () => {
    const c = await owner();
    const res = await c.post('/api/apartments/', {
      name: '  ',
      address: 'Via Roma 1',
      email: 'not-an-email',
      phone: 5,
      shelly: 'yes',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['This field may not be blank.'],
      CIN: ['This field is required.'],
      email: ['Enter a valid email address.'],
      phone: ['Not a valid string.'],
      shelly: ['Must be a valid boolean.'],
      codes: {
        name: ['blank'],
        CIN: ['required'],
        email: ['invalid_email'],
        phone: ['invalid_type'],
        shelly: ['invalid_type'],
      },
    });
  });

  it('what the handler refuses: an unknown id, wrong credentials', async () => {
    const c = await owner();
    const room = await c.post('/api/rooms/', { name: 'Camera', apartment: 999_999 });
    expect(room.status).toBe(400);
    expect(room.body.codes).toEqual({ apartment: ['does_not_exist'] });

    const login = await client().post('/api/auth/login/', { username: 'nobody', password: 'x' });
    expect(login.body).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
      codes: { non_field_errors: ['invalid_credentials'] },
    });
  });
});

describe('other errors: `detail` and `code`', () => {
  it('401: no token, and a token the API does not know', async () => {
    const none = await client().get('/api/apartments/');
    expect({ status: none.status, body: none.body }).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
    });
    const unknown = await client().get('/api/apartments/', { token: 'x'.repeat(40) });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 401,
      body: { detail: 'Invalid token.', code: 'invalid_token' },
    });
  });

  it("403: the other profile's route, and a missing CSRF header; 404: an unknown id", async () => {
    const { c } = await guest();
    const denied = await c.get('/api/apartments/');
    expect({ status: denied.status, code: denied.body.code }).toEqual({
      status: 403,
      code: 'permission_denied',
    });
    const csrf = await c.post('/api/check-cpc/', { door_id: 1, cpc: 'x' }, { csrf: false });
    expect({ status: csrf.status, code: csrf.body.code }).toEqual({
      status: 403,
      code: 'csrf_failed',
    });
    const o = await owner();
    for (const url of ['/api/rooms/999999/', '/api/no-such-thing/']) {
      const missing = await o.get(url);
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 404,
        body: { detail: 'Not found.', code: 'not_found' },
      });
    }
  });

  it('409: billing data the guest already sent', async () => {
    const { c } = await guest({ requireBillingInfo: true });
    const billing = {
      person_type: 'individual',
      first_name: 'Anna',
      last_name: 'Bianchi',
      tax_code: 'X1234567',
      address: 'Rue de Rivoli 1',
      city: 'Paris',
      postal_code: '75001',
      country: 'France',
      email: 'anna@example.com',
    };
    expect((await c.post('/api/guest-billing-info/', billing)).status).toBe(201);
    const again = await c.post('/api/guest-billing-info/', billing);
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: 'billing_already_sent',
    });
  });

  it('413: a JSON body over the limit, and a document photo over its limit (a field error)', async () => {
    const c = await owner();
    const big = await c.post('/api/rooms/', { name: 'x'.repeat(2 * 1024 * 1024), apartment: 1 });
    expect({ status: big.status, code: big.body.code }).toEqual({
      status: 413,
      code: 'request_too_large',
    });

    const { c: g } = await guest({ requireDocumentPhoto: true });
    const photo = await sendForm(g, 'POST', '/api/guests-registration/', {
      ...guestFields({ document_type: 'passport' }),
      document_photo: { data: Buffer.alloc(128 * 1024, 1), filename: 'big.jpg' },
    });
    expect(photo.status).toBe(413);
    expect(photo.body).toEqual({
      document_photo: ['The file is too large. The maximum size is 64 KB.'],
      codes: { document_photo: ['file_too_large'] },
    });
  });

  it('429: too many failed logins, with Retry-After', async () => {
    const row = await createOwner(ctx);
    const c = client();
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await c.post('/api/auth/login/', { username: row.username, password: 'no' })).status,
      ).toBe(400);
    }
    const locked = await c.post('/api/auth/login/', { username: row.username, password: 'no' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('throttled');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('503: an upload while every upload place is taken', async () => {
    const stalled = await guest({ requireDocumentPhoto: true });
    const req = http.request(`${ctx.baseUrl}/api/guests-registration/`, {
      method: 'POST',
      headers: rawUploadHeaders(stalled.c, 'multipart/form-data; boundary=B0', 1024 * 1024),
    });
    req.on('error', () => {});
    req.write(
      '--B0\r\nContent-Disposition: form-data; name="document_photo"; filename="a.jpg"\r\n',
    );
    req.write(`Content-Type: image/jpeg\r\n\r\n${'x'.repeat(1024)}`);
    try {
      // The stalled upload holds the one place once its first bytes are read.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { c } = await guest({ requireDocumentPhoto: true });
      const busy = await sendForm(c, 'POST', '/api/guests-registration/', {
        ...guestFields({ document_type: 'passport' }),
        document_photo: { data: await makeImage('jpeg'), filename: 'passport.jpg' },
      });
      expect({ status: busy.status, code: busy.body.code }).toEqual({
        status: 503,
        code: 'uploads_busy',
      });
      expect(busy.headers.get('retry-after')).toBe('5');
    } finally {
      req.destroy();
    }
  });
});
