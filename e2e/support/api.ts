/**
 * A small API client for arranging test data through the product's own /api (as a browser
 * would: CSRF cookie + Token header), so browser flows start from a known state.
 */
export class ApiSession {
  private csrf = '';
  private token = '';

  constructor(private readonly baseUrl: string) {}

  static async login(baseUrl: string, username: string, password: string): Promise<ApiSession> {
    const session = new ApiSession(baseUrl);
    const { key } = await session.request<{ key: string }>('POST', '/api/auth/login/', {
      username,
      password,
    });
    session.token = key;
    return session;
  }

  private async ensureCsrf(): Promise<void> {
    if (this.csrf) return;
    const res = await fetch(`${this.baseUrl}/api/csrf/`);
    const match = /csrftoken=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
    if (!match) throw new Error(`no csrftoken cookie from ${this.baseUrl}/api/csrf/`);
    this.csrf = match[1];
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token) headers.Authorization = `Token ${this.token}`;
    let payload: BodyInit | undefined;
    if (method !== 'GET') {
      await this.ensureCsrf();
      headers['X-CSRFToken'] = this.csrf;
      headers.Cookie = `csrftoken=${this.csrf}`;
    }
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = unknown>(path: string, body: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = unknown>(path: string, body: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }
}
