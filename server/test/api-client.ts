import crypto from 'node:crypto';
import type { FieldErrorCode } from '@soglia/api-client';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is with content-type application/json (for malformed JSON tests). */
  rawJson?: string;
  csrf?: boolean;
  token?: string | null;
}

/** A tiny HTTP client that behaves like the browser client: CSRF cookie + Token header. */
export class TestClient {
  csrfToken: string | null = null;
  token: string | null = null;
  /** Each client looks like its own address (the proxy's X-Forwarded-For), so throttling is per test. */
  readonly ip: string;

  constructor(
    readonly baseUrl: string,
    ip?: string,
  ) {
    this.ip =
      ip ?? `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  }

  async fetchCsrf(): Promise<string> {
    const res = await fetch(`${this.baseUrl}/api/csrf/`, {
      headers: { 'x-forwarded-for': this.ip },
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    const match = /csrftoken=([^;]+)/.exec(cookie);
    if (!match) throw new Error(`no csrftoken cookie (status ${res.status})`);
    this.csrfToken = match[1];
    return this.csrfToken;
  }

  async request<T = any>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    const token = opts.token === undefined ? this.token : opts.token;
    if (token) headers.authorization = `Token ${token}`;
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && opts.csrf !== false) {
      const csrf = this.csrfToken ?? (await this.fetchCsrf());
      headers['x-csrftoken'] = csrf;
      headers.cookie = `csrftoken=${csrf}`;
    }
    let body: string | undefined;
    if (opts.rawJson !== undefined) body = opts.rawJson;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string, opts?: RequestOptions) {
    return this.request<T>('GET', path, opts);
  }

  post<T = any>(path: string, body?: unknown, opts: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...opts, body });
  }

  /** Logs in and keeps the token; throws when login fails. */
  async login(username: string, password: string): Promise<string> {
    const res = await this.post('/api/auth/login/', { username, password });
    if (res.status !== 200)
      throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.key;
    return this.token!;
  }
}

type Issue = [code: FieldErrorCode, message: string];

/**
 * A field-errors body as the API answers it, from each field's code and message (or list of
 * them): `fieldBody({ name: ['blank', 'This field may not be blank.'] })` is
 * `{"name": ["This field may not be blank."], "codes": {"name": ["blank"]}}`.
 */
export const fieldBody = (fields: Record<string, Issue | Issue[]>) => {
  const body: Record<string, unknown> = {};
  const codes: Record<string, FieldErrorCode[]> = {};
  for (const [field, given] of Object.entries(fields)) {
    const issues = typeof given[0] === 'string' ? [given as Issue] : (given as Issue[]);
    body[field] = issues.map(([, message]) => message);
    codes[field] = issues.map(([code]) => code);
  }
  return { ...body, codes };
};
