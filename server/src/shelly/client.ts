import { GateFullError, sharedRateGate, type GateOptions, type RateGate } from './rate-gate';

/** The Shelly Cloud account of an apartment: its server URI and auth key. */
export interface ShellyAccount {
  serverUri: string;
  authKey: string;
}

export type ShellyErrorKind =
  | 'offline'
  | 'auth_error'
  | 'rate_limited'
  | 'timeout'
  | 'unreachable'
  | 'bad_answer'
  | 'device_error'
  | 'not_allowed'
  | 'queue_full';

/**
 * `text` is a fixed reason, safe for the audit log; `message` may quote the cloud's answer or
 * the network error and is for the server log only.
 */
export type ShellyResult<T> =
  | {
      ok: true;
      value: T;
      text: string;
      /** How long the call waited for its turn, ms. */ queuedMs: number;
    }
  | {
      ok: false;
      kind: ShellyErrorKind;
      message: string;
      text: string;
      /** `queue_full`: how long the calls already queued for the account will take, ms. */
      queueMs?: number;
    };

const REASONS: Record<ShellyErrorKind, string> = {
  offline: 'offline: the device is offline',
  auth_error: 'auth_error: the cloud refused the auth key',
  rate_limited: 'rate_limited: the cloud asked to slow down',
  timeout: 'timeout: no answer in time',
  unreachable: 'unreachable: the cloud could not be reached',
  bad_answer: 'bad_answer: the cloud gave an invalid answer',
  device_error: 'device_error: the cloud reported a device error',
  not_allowed: 'not_allowed: server_uri is not an allowed Shelly Cloud server',
  queue_full: 'queue_full: too many calls were waiting for this account',
};

export interface DeviceState {
  id: string;
  online: boolean;
  status: Record<string, unknown> | null;
}

export interface ShellyClientOptions {
  /** Per HTTP call (connect + answer); default 4000 ms. */
  timeoutMs?: number;
  /**
   * Per-key spacing of calls; default: a gate in this process's memory (a call a second per
   * key). The API passes the gate of the database its processes share.
   */
  gate?: RateGate;
  /** Retry once, after the gate's pause, when the cloud answers `max_req`; default true. */
  retryOnRateLimit?: boolean;
  /** Servers that may be called (checked again at call time: stored data may predate a rule). */
  isAllowed?: (serverUri: string) => boolean;
}

/** The v2 state endpoint reads at most this many devices per call. */
export const MAX_IDS_PER_STATE_CALL = 10;

type Failure = Extract<ShellyResult<never>, { ok: false }>;
type Raw = { ok: true; json: unknown; queuedMs: number } | Failure;

const fail = (kind: ShellyErrorKind, message: string): Failure => ({
  ok: false,
  kind,
  message,
  text: REASONS[kind],
});

export const normalizeServerUri = (serverUri: string): string => {
  const trimmed = serverUri.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Maps `{"isok": false, "errors": {...}}` to a typed failure. */
const fromCloudErrors = (body: Record<string, unknown>): Failure => {
  const errors = isRecord(body.errors) ? body.errors : {};
  const keys = Object.keys(errors);
  const message =
    keys.map((k) => `${k}: ${String(errors[k])}`).join('; ') || 'isok false without errors';
  if (keys.includes('max_req')) return fail('rate_limited', message);
  if (keys.some((k) => /auth|unauthori[sz]ed|invalid_header|token/i.test(k))) {
    return fail('auth_error', message);
  }
  if (keys.some((k) => /offline|not_online|not_connected/i.test(k)))
    return fail('offline', message);
  return fail('device_error', message);
};

const interpret = (status: number, contentType: string, text: string): Raw => {
  let json: unknown;
  let parsed = true;
  try {
    json = JSON.parse(text);
  } catch {
    parsed = false;
  }
  const cloudError = parsed && isRecord(json) && json.isok === false;
  if (status === 429)
    return cloudError
      ? fromCloudErrors(json as Record<string, unknown>)
      : fail('rate_limited', 'HTTP 429');
  if (status === 401 || status === 403) {
    const cause = cloudError ? fromCloudErrors(json as Record<string, unknown>) : null;
    return fail('auth_error', cause && !cause.ok ? cause.message : `HTTP ${status}`);
  }
  if (cloudError) return fromCloudErrors(json as Record<string, unknown>);
  if (status < 200 || status >= 300) {
    const kind = parsed ? 'JSON' : contentType.split(';')[0] || 'unknown';
    return fail('bad_answer', `HTTP ${status} with a ${kind} body`);
  }
  if (!parsed) return fail('bad_answer', `HTTP ${status} with a body that is not JSON`);
  return { ok: true, json, queuedMs: 0 };
};

export const createShellyClient = (options: ShellyClientOptions = {}) => {
  const timeoutMs = options.timeoutMs ?? 4000;
  const gate = options.gate ?? sharedRateGate;
  const retryOnRateLimit = options.retryOnRateLimit ?? true;

  const once = async (url: string, init: RequestInit, budgetMs: number): Promise<Raw> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), budgetMs);
    try {
      const res = await fetch(url, { ...init, signal: controller.signal, redirect: 'error' });
      const text = await res.text();
      return interpret(res.status, res.headers.get('content-type') ?? '', text);
    } catch (error) {
      if (controller.signal.aborted) return fail('timeout', `no answer within ${budgetMs} ms`);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return fail('unreachable', cause?.code ?? cause?.message ?? (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  };

  /** One cloud call through the per-key gate; a `max_req` answer is retried once if time allows. */
  const call = async (
    account: ShellyAccount,
    path: string,
    init: RequestInit,
    gateOptions: GateOptions = {},
  ): Promise<Raw> => {
    if (options.isAllowed && !options.isAllowed(account.serverUri)) {
      return fail('not_allowed', `server_uri not allowed: ${account.serverUri}`);
    }
    const url = `${normalizeServerUri(account.serverUri)}${path}`;
    const key = `${normalizeServerUri(account.serverUri)}|${account.authKey}`;
    const asked = Date.now();
    let sent = false;
    const queued = async (options: GateOptions): Promise<Raw> => {
      try {
        return await gate.run(
          key,
          async () => {
            sent = true;
            // The wait for the account's turn (both turns on a retry): the guest waited through it.
            const queuedMs = Date.now() - asked;
            const raw = await once(url, init, timeoutMs);
            return raw.ok ? { ...raw, queuedMs } : raw;
          },
          options,
        );
      } catch (error) {
        if (!(error instanceof GateFullError)) throw error;
        return { ...fail('queue_full', error.message), queueMs: error.queueMs };
      }
    };
    const first = await queued(gateOptions);
    if (first.ok || first.kind !== 'rate_limited' || !retryOnRateLimit || !sent) return first;
    // Something besides this gate used the account (the owner's own app, another server): one
    // more try at the account's next turn, within what is left of the caller's wait.
    const { maxWaitMs } = gateOptions;
    const left =
      maxWaitMs === undefined ? undefined : Math.max(0, maxWaitMs - (Date.now() - asked));
    return queued({ ...gateOptions, maxWaitMs: left });
  };

  const form = (fields: Record<string, string | number>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });

  return {
    /**
     * Switches a relay channel on with a device-side auto-off after `seconds` (the device's own
     * timer, so the door closes again even if this server goes away).
     */
    async pulse(
      account: ShellyAccount,
      target: { deviceId: string; channel: number; seconds: number },
      gateOptions?: GateOptions,
    ): Promise<ShellyResult<null>> {
      const raw = await call(
        account,
        '/device/relay/control',
        form({
          id: target.deviceId,
          auth_key: account.authKey,
          channel: target.channel,
          turn: 'on',
          timer: target.seconds,
        }),
        gateOptions,
      );
      if (!raw.ok) return raw;
      if (!isRecord(raw.json) || raw.json.isok !== true) {
        return fail('bad_answer', 'answer without "isok": true');
      }
      return { ok: true, value: null, text: 'isok: true', queuedMs: raw.queuedMs };
    },

    /** Status of one device (v1 `/device/status`). */
    async deviceStatus(
      account: ShellyAccount,
      deviceId: string,
      gateOptions?: GateOptions,
    ): Promise<ShellyResult<DeviceState>> {
      const raw = await call(
        account,
        '/device/status',
        form({ id: deviceId, auth_key: account.authKey }),
        gateOptions,
      );
      if (!raw.ok) return raw;
      const body = raw.json;
      if (
        !isRecord(body) ||
        body.isok !== true ||
        !isRecord(body.data) ||
        typeof body.data.online !== 'boolean'
      ) {
        return fail('bad_answer', 'status answer without isok/data.online');
      }
      const status = isRecord(body.data.device_status) ? body.data.device_status : null;
      return {
        ok: true,
        value: { id: deviceId, online: body.data.online, status },
        text: `isok: true, online: ${body.data.online}`,
        queuedMs: raw.queuedMs,
      };
    },

    /**
     * Batched states (v2 `/v2/devices/api/get`, up to 10 ids per call, calls spaced by the gate).
     * Ids the cloud does not know are missing from the map.
     */
    async devicesStatus(
      account: ShellyAccount,
      deviceIds: string[],
      gateOptions?: GateOptions,
    ): Promise<ShellyResult<Map<string, DeviceState>>> {
      const ids = [...new Set(deviceIds)];
      const states = new Map<string, DeviceState>();
      const query = new URLSearchParams({ auth_key: account.authKey }).toString();
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_STATE_CALL) {
        const chunk = ids.slice(i, i + MAX_IDS_PER_STATE_CALL);
        const raw = await call(
          account,
          `/v2/devices/api/get?${query}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ ids: chunk, select: ['status'] }),
          },
          gateOptions,
        );
        if (!raw.ok) return raw;
        if (!Array.isArray(raw.json)) {
          return fail('bad_answer', 'state answer is not a list');
        }
        for (const item of raw.json) {
          if (
            !isRecord(item) ||
            typeof item.id !== 'string' ||
            ![0, 1].includes(item.online as number)
          ) {
            return fail('bad_answer', 'state item without id/online');
          }
          if (!chunk.includes(item.id)) continue;
          states.set(item.id, {
            id: item.id,
            online: item.online === 1,
            status: isRecord(item.status) ? item.status : null,
          });
        }
      }
      return {
        ok: true,
        value: states,
        text: `isok: true, ${states.size}/${ids.length} devices`,
        queuedMs: 0,
      };
    },
  };
};

export type ShellyClient = ReturnType<typeof createShellyClient>;
