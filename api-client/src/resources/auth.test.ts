/**
 * Authentication calls against the real API, and the README's table of calls against the API's
 * OpenAPI document.
 * @jest-environment ./src/test/realApiEnvironment.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCookie, storeToken } from '../auth-token';
import { http } from '../http';
import * as client from '../index';
import { DEMO_OWNER, failure, ignoreUnauthorized, signIn } from '../test/realApi';
import { getCsrfCookie, getUserInformation, login, logout } from './auth';

beforeAll(ignoreUnauthorized);

describe('auth', () => {
  it('getCsrfCookie sets the csrftoken cookie and answers it', async () => {
    const token = await getCsrfCookie();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,128}$/);
    expect(readCookie('csrftoken')).toBe(token);
  });

  it('login answers a key that identifies the owner', async () => {
    const { key } = await login(DEMO_OWNER);
    expect(key).toMatch(/^\S{32,}$/);
    storeToken(key);
    await expect(getUserInformation()).resolves.toEqual({ profile_type: 'owner' });
  });

  it('a wrong password answers 400 with non_field_errors', async () => {
    const answer = await failure(login({ username: 'host', password: 'sbagliata' }));
    expect(answer).toEqual({
      status: 400,
      data: {
        non_field_errors: ['Unable to log in with provided credentials.'],
        codes: { non_field_errors: ['invalid_credentials'] },
      },
    });
  });

  it('logout ends the session of the stored token', async () => {
    await signIn(DEMO_OWNER);
    await expect(logout()).resolves.toEqual({ detail: 'Successfully logged out.' });
    expect((await failure(getUserInformation())).status).toBe(401);
    await signIn(DEMO_OWNER);
  });
});

describe('coverage', () => {
  const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `(\w+)` \| (GET|POST|PUT|PATCH|DELETE) (\S+) \|/gm)].map(
    ([, name, method, route]) => ({ name, call: `${method} ${route}` }),
  );

  it('every route of the OpenAPI document has a function in the README table', async () => {
    const { data } = await http.get<{ paths: Record<string, Record<string, unknown>> }>(
      '/api/docs/json',
    );
    const routes = Object.entries(data.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    const documented = new Set(rows.map((row) => row.call.replace(/\{\w+\}/g, '{}')));
    const missing = routes.filter((route) => !documented.has(route.replace(/\{\w+\}/g, '{}')));
    expect(missing).toEqual([]);
  });

  it('every function of the table is exported by the package', () => {
    const exported = client as Record<string, unknown>;
    expect(rows.filter((row) => typeof exported[row.name] !== 'function')).toEqual([]);
  });
});
