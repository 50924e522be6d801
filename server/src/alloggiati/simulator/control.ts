import type http from 'node:http';
import type { AlloggiatiFault, AlloggiatiSimState } from './state';

/** `{user: {day: [lines]}}`: exactly what the simulator holds, per user and service day. */
export const linesByUser = (state: AlloggiatiSimState) => {
  const out: Record<string, Record<string, string[]>> = {};
  for (const { user, day, line } of state.sent) ((out[user] ??= {})[day] ??= []).push(line);
  return out;
};

/**
 * The test-only control routes under `/__sim/`: state, accounts, faults, token expiry, the
 * clock (`POST /__sim/clock {"offset_days": 1}` makes the simulator live a day ahead, so the
 * lines sent today are yesterday's and their receipt exists), reset.
 */
export const simulatorControl =
  (
    state: AlloggiatiSimState,
    clock: {
      clock: () => { offset_days: number; today: string };
      setClock: (days: number) => void;
    },
  ) =>
  (url: URL, method: string, body: string, res: http.ServerResponse) => {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    let input: Record<string, unknown> = {};
    try {
      input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return json(400, { error: 'bad json' });
    }
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /__sim/state') {
      return json(200, {
        clock: clock.clock(),
        lines_by_user: linesByUser(state),
        sent: state.sent,
        calls: state.calls,
      });
    }
    if (route === 'GET /__sim/clock') return json(200, clock.clock());
    if (route === 'POST /__sim/clock') {
      const days = Number(input.offset_days ?? 0);
      if (!Number.isInteger(days) || Math.abs(days) > 366) {
        return json(400, { error: 'offset_days must be a whole number of days (|n| <= 366)' });
      }
      clock.setClock(days);
      return json(200, clock.clock());
    }
    if (route === 'POST /__sim/accounts') {
      state.addAccount(String(input.user), {
        password: String(input.password),
        wskey: String(input.wskey),
      });
      return json(201, { ok: true });
    }
    if (route === 'POST /__sim/faults') {
      state.addFault(input as unknown as AlloggiatiFault);
      return json(201, { ok: true });
    }
    if (route === 'DELETE /__sim/faults') {
      state.clearFaults();
      return json(200, { ok: true });
    }
    if (route === 'POST /__sim/expire-tokens') {
      state.expireTokens();
      return json(200, { ok: true });
    }
    if (route === 'POST /__sim/reset') {
      state.reset();
      clock.setClock(0);
      return json(200, { ok: true });
    }
    return json(404, { error: 'unknown control route' });
  };
