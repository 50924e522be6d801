import type {
  AlloggiatiDay,
  AlloggiatiLineOutcome,
  AlloggiatiReceipt,
  AlloggiatiSettings,
  AlloggiatiStayStatus,
} from '@soglia/api-client';
import type { ApiRequest, Reply, Routes } from '@soglia/api-client/testing';

export interface AlloggiatiApiData {
  stays: AlloggiatiStayStatus[];
  settings: AlloggiatiSettings;
  receipts: AlloggiatiReceipt[];
  /** Receipts `POST /api/alloggiati/receipts/fetch/` finds, by day. */
  serviceReceipts?: Record<string, AlloggiatiReceipt[]>;
  days?: Record<string, AlloggiatiDay>;
}

/** Answers a call differently (an error, a hang-up, a held reply) when it returns a reply. */
export type AlloggiatiOverride = (
  req: ApiRequest,
) => Reply | undefined | Promise<Reply | undefined>;

type Handler = (req: ApiRequest, ids: number[]) => Reply;

const OK: AlloggiatiLineOutcome = { ok: true, code: '', description: '', detail: '' };

/**
 * The Alloggiati Web calls of the API over an in-memory copy of `seed`, as routes for
 * startApiServer, with the server's rules: Invia sends only unsent and refused lines and marks
 * them accepted, `not_received` needs an uncertain guest, no account means 400, write-only
 * password and WsKey (an empty one keeps the stored one, and is required the first time).
 * `extra` routes (the stays list, …) answer first.
 */
export function alloggiatiApi(
  seed: AlloggiatiApiData,
  override?: AlloggiatiOverride,
  extra: Routes = {},
) {
  const data = JSON.parse(JSON.stringify(seed)) as AlloggiatiApiData;
  let nextId = 1000;
  const notFound: Reply = { status: 404, body: { detail: 'Not found.' } };
  const body = <T>(req: ApiRequest) => JSON.parse(req.body || '{}') as T;
  const stayOf = (id: number) => data.stays.find((stay) => stay.id === id);
  const apartmentOf = (req: ApiRequest) =>
    req.query.has('apartment') ? Number(req.query.get('apartment')) : undefined;

  const settle = (stay: AlloggiatiStayStatus) => {
    const statuses = stay.guests.map((guest) => guest.status);
    if (statuses.includes('uncertain')) stay.state = 'uncertain';
    else if (statuses.includes('refused')) stay.state = 'refused';
    else if (statuses.length > 0 && statuses.every((status) => status === 'accepted')) {
      stay.state = 'sent';
      stay.sent_at ??= new Date().toISOString();
    } else stay.state = 'to_send';
  };
  const pending = (stay: AlloggiatiStayStatus) =>
    stay.guests.filter((guest) => guest.status === 'unsent' || guest.status === 'refused');
  const noAccount: Reply = {
    status: 400,
    body: { detail: 'Nessun account Alloggiati Web per questa struttura.' },
  };

  const accountReply = (req: ApiRequest, write: boolean): Reply => {
    const apartment = apartmentOf(req);
    const target =
      apartment === undefined
        ? null
        : data.settings.apartments.find((item) => item.id === apartment);
    if (target === undefined) return notFound;
    const current = target ? target.account : data.settings.account;
    if (!write)
      return { status: 200, body: current ?? { user: '', has_password: false, has_ws_key: false } };
    const input = body<{ user?: string; password?: string; ws_key?: string }>(req);
    const errors: Record<string, string[]> = {};
    if (!input.user) errors.user = ['Campo obbligatorio.'];
    if (!input.password && !current?.has_password) errors.password = ['Campo obbligatorio.'];
    if (!input.ws_key && !current?.has_ws_key) errors.ws_key = ['Campo obbligatorio.'];
    if (Object.keys(errors).length > 0) return { status: 400, body: errors };
    const saved = { user: input.user ?? '', has_password: true, has_ws_key: true };
    if (target) target.account = saved;
    else data.settings.account = saved;
    return { status: 200, body: saved };
  };

  const patterns: [string, RegExp, Handler][] = [
    [
      'GET',
      /^\/api\/alloggiati\/stays\/$/,
      (req) => {
        const start = req.query.get('start_date') ?? '';
        const end = req.query.get('end_date') ?? '';
        const body = data.stays.filter((s) => s.check_in_date <= end && s.check_out_date >= start);
        return { status: 200, body };
      },
    ],
    [
      'GET',
      /^\/api\/alloggiati\/stays\/(\d+)\/$/,
      (_req, [id]) => {
        const stay = stayOf(id);
        return stay ? { status: 200, body: stay } : notFound;
      },
    ],
    [
      'GET',
      /^\/api\/alloggiati\/due\/$/,
      () => ({
        status: 200,
        body: data.stays
          .filter((stay) => ['to_send', 'incomplete', 'uncertain', 'refused'].includes(stay.state))
          .sort((a, b) => a.deadline.localeCompare(b.deadline)),
      }),
    ],
    [
      'POST',
      /^\/api\/alloggiati\/stays\/(\d+)\/test\/$/,
      (_req, [id]) => {
        const stay = stayOf(id);
        if (!stay) return notFound;
        if (!stay.has_account) return noAccount;
        const lines = pending(stay);
        if (lines.length === 0)
          return { status: 400, body: { detail: 'Nessuna schedina da verificare.' } };
        const outcomes = lines.map((guest) => ({ ...OK, guest: guest.guest }));
        return {
          status: 200,
          body: { detail: 'Tutte le schedine sono corrette.', outcomes, stay },
        };
      },
    ],
    [
      'POST',
      /^\/api\/alloggiati\/stays\/(\d+)\/send\/$/,
      (_req, [id]) => {
        const stay = stayOf(id);
        if (!stay) return notFound;
        if (!stay.has_account) return noAccount;
        const lines = pending(stay);
        if (lines.length === 0)
          return { status: 400, body: { detail: 'Nessuna schedina da inviare.' } };
        const now = new Date().toISOString();
        for (const guest of lines)
          Object.assign(guest, { status: 'accepted', error: null, sent_at: now });
        stay.sent_at = now;
        settle(stay);
        const outcomes = lines.map((guest) => ({ ...OK, guest: guest.guest }));
        const detail = `Inviate ${lines.length} schedine su ${lines.length}.`;
        return { status: 200, body: { detail, outcomes, stay } };
      },
    ],
    [
      'POST',
      /^\/api\/alloggiati\/stays\/(\d+)\/guests\/(\d+)\/resolve\/$/,
      (req, [id, guestId]) => {
        const stay = stayOf(id);
        const guest = stay?.guests.find((item) => item.guest === guestId);
        if (!stay || !guest) return notFound;
        const { outcome } = body<{ outcome: string }>(req);
        // As the server: `received` for any guest not yet accepted (an uncertain Send, or a
        // record entered on the portal), `not_received` only for an uncertain one.
        const allowed =
          outcome === 'received' ? guest.status !== 'accepted' : guest.status === 'uncertain';
        if (!allowed) {
          return {
            status: 400,
            body: { detail: "La schedina di quest'ospite non ha un esito incerto." },
          };
        }
        guest.status = outcome === 'received' ? 'accepted' : 'unsent';
        settle(stay);
        return { status: 200, body: stay };
      },
    ],
    ['GET', /^\/api\/alloggiati\/settings\/$/, () => ({ status: 200, body: data.settings })],
    ['GET', /^\/api\/alloggiati\/account\/$/, (req) => accountReply(req, false)],
    ['PUT', /^\/api\/alloggiati\/account\/$/, (req) => accountReply(req, true)],
    [
      'DELETE',
      /^\/api\/alloggiati\/account\/$/,
      (req) => {
        const apartment = apartmentOf(req);
        if (apartment === undefined) {
          data.settings.account = { user: '', has_password: false, has_ws_key: false };
        } else {
          const target = data.settings.apartments.find((item) => item.id === apartment);
          if (!target) return notFound;
          target.account = null;
        }
        return { status: 204 };
      },
    ],
    [
      'POST',
      /^\/api\/alloggiati\/account\/verify\/$/,
      () =>
        data.settings.account.user
          ? { status: 200, body: { detail: 'Credenziali valide: il servizio ha risposto.' } }
          : { status: 400, body: { detail: 'Nessun account Alloggiati Web impostato.' } },
    ],
    [
      'PUT',
      /^\/api\/alloggiati\/apartments\/(\d+)\/$/,
      (req, [id]) => {
        const target = data.settings.apartments.find((item) => item.id === id);
        if (!target) return notFound;
        target.auto_send = body<{ auto_send: boolean }>(req).auto_send;
        return { status: 200, body: target };
      },
    ],
    [
      'GET',
      /^\/api\/alloggiati\/receipts\/$/,
      (req) => {
        const from = req.query.get('from') ?? '0000-00-00';
        const to = req.query.get('to') ?? '9999-99-99';
        return { status: 200, body: data.receipts.filter((r) => r.day >= from && r.day <= to) };
      },
    ],
    [
      'GET',
      /^\/api\/alloggiati\/receipts\/(\d+)\/pdf\/$/,
      (_req, [id]) =>
        data.receipts.some((receipt) => receipt.id === id)
          ? {
              status: 200,
              body: '%PDF-1.4 ricevuta',
              headers: { 'Content-Type': 'application/pdf' },
            }
          : notFound,
    ],
    [
      'POST',
      /^\/api\/alloggiati\/receipts\/fetch\/$/,
      (req) => {
        const { day } = body<{ day: string }>(req);
        const found = (data.serviceReceipts?.[day] ?? []).map((receipt) => ({
          ...receipt,
          id: (nextId += 1),
        }));
        data.receipts.push(...found);
        return { status: 200, body: found };
      },
    ],
    [
      'GET',
      /^\/api\/alloggiati\/day\/$/,
      (req) => {
        const date = req.query.get('date') ?? '';
        return { status: 200, body: data.days?.[date] ?? { date, line_count: 0, stays: [] } };
      },
    ],
    [
      'GET',
      /^\/api\/alloggiati\/day\/file\/$/,
      (req) => {
        const day = data.days?.[req.query.get('date') ?? ''];
        if (!day || day.line_count === 0) {
          return {
            status: 400,
            body: { detail: 'Nessuna schedina da inviare per questo giorno.' },
          };
        }
        const text = day.stays.flatMap((stay) => stay.lines).join('\r\n');
        return { status: 200, body: text, headers: { 'Content-Type': 'text/plain' } };
      },
    ],
  ];

  const route = async (req: ApiRequest): Promise<Reply> => {
    const overridden = await override?.(req);
    if (overridden) return overridden;
    const exact = extra[`${req.method} ${req.path}`];
    if (exact) return typeof exact === 'function' ? exact(req) : exact;
    for (const [method, pattern, handler] of patterns) {
      const match = method === req.method ? pattern.exec(req.path) : null;
      if (match) return handler(req, match.slice(1).map(Number));
    }
    return notFound;
  };

  // startApiServer looks routes up by 'METHOD /path/': answer every key through `route`.
  const routes = new Proxy({} as Routes, {
    get: (_target, key) =>
      typeof key === 'string' && key !== 'GET /api/csrf/' ? route : undefined,
  });
  return { routes, data };
}

/**
 * Routes that answer through whatever `current()` returns at the time of each request, so one
 * server per test file can serve a fresh in-memory API in each test.
 */
export function delegateTo(current: () => Routes): Routes {
  return new Proxy({} as Routes, {
    get: (_target, key) => {
      if (typeof key !== 'string' || key === 'GET /api/csrf/') return undefined;
      return (req: ApiRequest) => {
        const route = current()[key];
        return typeof route === 'function' ? route(req) : route;
      };
    },
  });
}
