import type { AppConfig } from '../src/config';
import { ERROR_CODE_LIST, FIELD_ERROR_CODE_LIST } from '../src/http/error-codes';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient, type ApiResponse } from './api-client';
import {
  BAD_QUERY_VALUES,
  badInputRoutes,
  badQueryRoutes,
  FORGED_CURSORS,
  HTML_AS_JPG,
  multipartBody,
  sendRawAs,
  UNKNOWN_ID_VALUES,
  UNKNOWN_IDS,
  wrongTypes,
  type Caller,
  type MultipartSpec,
  type RouteSpec,
} from './factories.bad-input';
import { makeImage, makeMediaDir, mediaFiles, type FormFile } from './factories.guests';
import { seedTenant, snapshotTenant, type Tenant } from './factories.matrix';
import { setupTestApp } from './helper';
import { queryParameters, registeredRoutes } from './route-inventory';

/**
 * Bad input on every unsafe route, sent by its rightful caller with a valid CSRF pair: each
 * answer is a 4xx with a readable JSON error, and neither tenant's rows nor the media files change.
 */
const mediaDir = makeMediaDir();
const ctx = setupTestApp({ media: { dir: mediaDir } } as Partial<AppConfig>);
let sim: ShellySimulator;
let A: Tenant;
let B: Tenant;
let ROUTES: Record<string, RouteSpec>;

beforeAll(async () => {
  sim = await startShellySimulator();
  A = await seedTenant(ctx, sim);
  B = await seedTenant(ctx, sim);
  ROUTES = badInputRoutes(await makeImage('jpeg'));
}, 60_000);
afterAll(() => sim?.close());

interface BadCall {
  label: string;
  send: () => Promise<ApiResponse>;
  /** Default: any 4xx. */
  status?: number;
}

const clientOf = (caller: Caller): TestClient =>
  caller === 'owner'
    ? A.ownerClient
    : caller === 'guest'
      ? A.guestClient
      : new TestClient(ctx.baseUrl);

const LONG = 'x'.repeat(100_000);
const JSON_TYPE = 'application/json';

/** Bad bodies in place of the whole JSON document. */
const documentCalls = (
  spec: RouteSpec,
  method: string,
  path: string,
  client: TestClient,
): BadCall[] => {
  const raw = (label: string, type: string | null, body?: string): BadCall => ({
    label,
    send: () => sendRawAs(client, method, path, type, body),
  });
  const valid = JSON.stringify(spec.body?.(A) ?? { x: 1 });
  const calls = [
    raw('malformed JSON', JSON_TYPE, '{"name": '),
    raw('truncated JSON', JSON_TYPE, valid.slice(0, -3)),
    raw('text/plain', 'text/plain', valid),
    raw('application/xml', 'application/xml', '<name>X</name>'),
    raw('form-urlencoded', 'application/x-www-form-urlencoded', 'name=X'),
  ];
  // Routes that read no body (DELETE, logout) ignore any well-formed one.
  if (!spec.body) return calls;
  if (!spec.multipart) {
    const form = multipartBody('b', [['name', 'X']]);
    calls.push(raw('multipart', 'multipart/form-data; boundary=b', form.toString()));
  }
  calls.push(
    raw('JSON array', JSON_TYPE, `[${valid}]`),
    raw('JSON string', JSON_TYPE, '"name"'),
    raw('JSON number', JSON_TYPE, '42'),
    raw('JSON true', JSON_TYPE, 'true'),
    raw('deeply nested JSON array', JSON_TYPE, `${'['.repeat(50_000)}${']'.repeat(50_000)}`),
    raw('deeply nested JSON object', JSON_TYPE, `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`),
  );
  if (!spec.emptyOk) {
    calls.push(
      raw('JSON null', JSON_TYPE, 'null'),
      raw('empty JSON body', JSON_TYPE, ''),
      raw('no body', null),
      raw('empty object', JSON_TYPE, '{}'),
    );
  }
  return calls;
};

/** The valid body with one field spoiled at a time. */
const fieldCalls = (spec: RouteSpec, method: string, path: string, client: TestClient) => {
  const valid = spec.body!(A);
  const calls: BadCall[] = [];
  const spoil = (label: string, field: string, value: unknown) =>
    calls.push({
      label: `${field} = ${label}`,
      send: () => client.request(method, path, { body: { ...valid, [field]: value } }),
    });
  for (const [field, value] of Object.entries(valid)) {
    for (const wrong of wrongTypes(value)) spoil(JSON.stringify(wrong), field, wrong);
    if (!spec.nullable?.includes(field)) spoil('null', field, null);
    if (typeof value === 'string') {
      if (!spec.unbounded?.includes(field)) spoil('100 000 characters', field, LONG);
      spoil('NUL character', field, `a\u0000b`);
    }
  }
  for (const field of spec.idFields ?? []) {
    for (const id of UNKNOWN_ID_VALUES) {
      spoil(`unknown id ${id}`, field, Array.isArray(valid[field]) ? [id] : id);
    }
  }
  return calls;
};

const urlCalls = (spec: RouteSpec, method: string, client: TestClient): BadCall[] =>
  UNKNOWN_IDS.map((id) => ({
    label: `unknown id ${id} in the URL`,
    status: 404,
    send: () => client.request(method, spec.withId!(id), { body: spec.body?.(A) }),
  }));

const multipartCalls = (mp: MultipartSpec, method: string): BadCall[] => {
  const client = clientOf(mp.caller);
  const path = mp.path(A);
  const parts = (fields: Record<string, string | FormFile>): [string, string | Buffer, string?][] =>
    Object.entries(fields).map(([name, v]) =>
      typeof v === 'string' ? [name, v] : [name, v.data, v.filename],
    );
  const send = (label: string, fields: Record<string, string | FormFile>, boundary = 'Bnd1') => ({
    label,
    send: () =>
      sendRawAs(
        client,
        method,
        path,
        `multipart/form-data; boundary=${boundary}`,
        multipartBody('Bnd1', parts(fields)),
      ),
  });
  const valid = mp.fields(A);
  const whole = multipartBody('Bnd1', parts(valid));
  const file = (data: Buffer, filename = 'front.jpg'): FormFile => ({ data, filename });
  return [
    send('multipart with a wrong boundary', valid, 'Other'),
    {
      label: 'multipart without a boundary',
      send: () => sendRawAs(client, method, path, 'multipart/form-data', whole),
    },
    {
      label: 'truncated multipart',
      send: () =>
        sendRawAs(
          client,
          method,
          path,
          'multipart/form-data; boundary=Bnd1',
          whole.subarray(0, Math.floor(whole.length / 2)),
        ),
    },
    {
      label: 'multipart that is not multipart',
      send: () =>
        sendRawAs(client, method, path, 'multipart/form-data; boundary=Bnd1', 'hello world'),
    },
    send('.html renamed .jpg', { ...valid, [mp.photoField]: file(HTML_AS_JPG) }),
    send('empty file', { ...valid, [mp.photoField]: file(Buffer.alloc(0)) }),
    send('file in a text field', { ...valid, [mp.textField]: file(Buffer.from('Anna'), 'a.txt') }),
    send('text in a file field', { ...valid, [mp.photoField]: 'not a file' }),
    send('100 000 characters', { ...valid, [mp.textField]: LONG }),
    send('NUL character', { ...valid, [mp.textField]: 'a\u0000b' }),
    send('unknown field', { ...valid, unknown_field: 'x' }),
  ];
};

const badCallsOf = (key: string): BadCall[] => {
  const [method] = key.split(' ');
  const spec = ROUTES[key];
  const client = clientOf(spec.caller);
  const path = spec.path(A);
  return [
    ...documentCalls(spec, method, path, client),
    ...(spec.body ? fieldCalls(spec, method, path, client) : []),
    ...(spec.withId ? urlCalls(spec, method, client) : []),
    ...(spec.multipart ? multipartCalls(spec.multipart, method) : []),
  ];
};

/**
 * `{"detail": "...", "code": "..."}` with a known code, or `{"field": ["..."], "codes": {"field":
 * ["..."]}}` with one known code per message.
 */
const isClearError = (body: unknown): boolean => {
  const strings = (v: unknown) =>
    Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.length > 0);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  if ('detail' in body) {
    return (
      Object.keys(body).length === 2 &&
      typeof body.detail === 'string' &&
      (ERROR_CODE_LIST as unknown[]).includes((body as { code?: unknown }).code)
    );
  }
  const { codes, ...fields } = body as Record<string, unknown>;
  const entries = Object.entries(fields);
  if (entries.length === 0 || !codes || typeof codes !== 'object') return false;
  const byField = codes as Record<string, unknown>;
  return (
    Object.keys(byField).length === entries.length &&
    entries.every(
      ([field, messages]) =>
        strings(messages) &&
        Array.isArray(byField[field]) &&
        byField[field].length === (messages as string[]).length &&
        byField[field].every((code) => (FIELD_ERROR_CODE_LIST as unknown[]).includes(code)),
    )
  );
};

const snapshot = async () => ({
  A: await snapshotTenant(ctx, mediaDir, A.owner.id),
  B: await snapshotTenant(ctx, mediaDir, B.owner.id),
  files: mediaFiles(mediaDir),
});

const unsafeRoutes = () =>
  registeredRoutes(ctx.app).filter((key) => !key.startsWith('GET ') && !key.startsWith('OPTIONS '));

describe('route inventory', () => {
  it('covers every unsafe route the app registers', () => {
    const unsafe = unsafeRoutes();
    expect(unsafe.length).toBeGreaterThan(30);
    expect(unsafe.filter((key) => !(key in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !unsafe.includes(key))).toEqual([]);
  });
});

describe('query parameter inventory', () => {
  it('covers every route that reads query parameters', () => {
    const routes = Object.keys(queryParameters(ctx.app));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((key) => !(key in badQueryRoutes))).toEqual([]);
    expect(Object.keys(badQueryRoutes).filter((key) => !routes.includes(key))).toEqual([]);
  });
});

describe('bad input', () => {
  it.each(Object.keys(badInputRoutes(Buffer.alloc(0))))(
    '%s',
    async (key) => {
      const before = await snapshot();
      const wrong: unknown[] = [];
      const calls = badCallsOf(key);
      for (const call of calls) {
        const res = await call.send();
        const ok =
          (call.status ? res.status === call.status : res.status >= 400 && res.status < 500) &&
          isClearError(res.body);
        if (!ok) wrong.push({ call: call.label, status: res.status, body: res.body });
      }
      expect(wrong).toEqual([]);
      const after = await snapshot();
      if (ROUTES[key].audited) {
        const known = new Set(before.A.audit.map((row) => row.id));
        const added = after.A.audit.filter((row) => !known.has(row.id));
        expect(added.map((row) => [row.doorId, row.outcome])).toEqual(
          added.map(() => [null, 'not_allowed']),
        );
        after.A.audit = before.A.audit;
      }
      expect(after).toEqual(before);
    },
    30_000,
  );
});

/**
 * Every query parameter of every route, spoiled one at a time next to valid ones: never a 5xx,
 * and a 4xx always reads clearly; a number that is not one, and a cursor this server did not
 * write, are a 400.
 */
describe('bad query parameters', () => {
  it.each(Object.keys(badQueryRoutes))(
    '%s',
    async (key) => {
      const [method, path] = key.split(' ');
      const spec = badQueryRoutes[key];
      const client = clientOf(spec.caller);
      const body = ROUTES[key]?.body?.(A);
      const wrong: unknown[] = [];
      for (const param of queryParameters(ctx.app)[key]) {
        const values = param.name === 'cursor' ? FORGED_CURSORS : BAD_QUERY_VALUES;
        for (const value of values) {
          const query = new URLSearchParams({ ...spec.query(A), [param.name]: value });
          const res = await client.request(method, `${path}?${query}`, { body });
          // An empty value is the parameter left out.
          const must400 =
            param.name === 'cursor' || (param.numeric && value !== '' && !/^\d+$/.test(value));
          const ok =
            (must400 ? res.status === 400 : res.status < 500) &&
            (res.status < 400 || isClearError(res.body));
          if (!ok) wrong.push({ [param.name]: value, status: res.status, body: res.body });
        }
      }
      expect(wrong).toEqual([]);
    },
    60_000,
  );
});

describe('bad query strings', () => {
  const ownerQueries = [
    '/api/checkin-profiles/?name=%00',
    '/api/checkin-profiles/?surname=a%00b',
    '/api/checkin-profiles/?check_in_date=%00',
    '/api/checkin-profiles/?check_in_date=2024-13-45',
    '/api/checkin-profiles/?check_in_date=abcdefghij',
    '/api/owner-checkin-details/?start_date=%00&end_date=2024-01-01',
    '/api/owner-checkin-details/?start_date=2024-02-30&end_date=2024-01-01',
    '/api/apartment-info/?apartment=%00',
    '/api/rooms/?apartment=%00',
    '/api/doors/?apartment=%00',
    '/api/language-instructions/?door_id=%00',
    '/api/language-informations/?apartment_info=%00',
    '/api/door-open-audit/?door_id=%00',
    '/api/door-open-audit/?limit=%00',
    '/api/alloggiati/account/?apartment=%00',
    '/api/alloggiati/stays/?start_date=%00&end_date=2024-01-01',
    '/api/alloggiati/stays/?start_date=2024-01-01&end_date=2026-01-01',
    '/api/alloggiati/due/?hours=%00',
    '/api/alloggiati/due/?hours=-1',
    '/api/alloggiati/receipts/?from=2024-02-30',
  ];
  const guestQueries = ['/api/guest-room/?language=%00', '/api/apartment-info/?language=%00'];

  it.each([
    ...ownerQueries.map((q) => ['owner', q] as const),
    ...guestQueries.map((q) => ['guest', q] as const),
  ])('%s GET %s answers 400 with a readable error', async (caller, query) => {
    const res = await clientOf(caller).get(query);
    expect(res.status).toBe(400);
    expect(typeof res.body).toBe('object');
  });
});

describe('the messages of the fixed cases', () => {
  it('names the field that carries a NUL character', async () => {
    const res = await A.ownerClient.post('/api/billing-info/', {
      checkin_profile: A.profile.id,
      person_type: 'individual',
      first_name: 'a\u0000b',
    });
    expect(res.status).toBe(400);
    expect(res.body.first_name).toEqual(['Null characters are not allowed.']);
    expect(res.body.codes.first_name).toEqual(['null_characters']);
  });

  it('refuses an id beyond the integer range as a field error, and as 404 in the URL', async () => {
    const body = await A.guestClient.post('/api/check-cpc/', { door_id: 2 ** 40, cpc: 'x' });
    expect(body.status).toBe(400);
    expect(body.body.door_id).toEqual(['Ensure this value is less than or equal to 2147483647.']);
    expect(body.body.codes.door_id).toEqual(['too_large']);
    const url = await A.ownerClient.request('DELETE', `/api/guests-registration/${2 ** 40}/`);
    expect({ status: url.status, body: url.body }).toEqual({
      status: 404,
      body: { detail: 'Not found.', code: 'not_found' },
    });
  });

  it('answers text/plain with 415, even where the body would be ignored', async () => {
    const res = await sendRawAs(
      A.ownerClient,
      'DELETE',
      `/api/rooms/${A.room.id}/`,
      'text/plain',
      'x',
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      detail: expect.stringContaining('text/plain'),
      code: 'unsupported_media_type',
    });
  });

  it('refuses a file sent in a text field of the guest form', async () => {
    const res = await sendRawAs(
      A.guestClient,
      'POST',
      '/api/guests-registration/',
      'multipart/form-data; boundary=Bnd1',
      multipartBody('Bnd1', [['first_name', Buffer.from('Anna'), 'name.txt']]),
    );
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { first_name: ['Not a valid string.'], codes: { first_name: ['invalid_type'] } },
    });
  });
});
