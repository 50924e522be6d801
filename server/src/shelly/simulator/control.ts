import type http from 'node:http';
import { deviceStatusDoc, FAULT_MODES, type FaultMode, type SimState } from './state';

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const snapshot = (state: SimState) => ({
  latency_ms: state.latencyMs,
  faults: state.faults,
  /** Calls answered 429 by the one-call-per-second rule (injected faults not counted), per key. */
  max_req_refusals: Object.fromEntries(state.rateRefusals),
  devices: [...state.devices.values()].map((d) => ({
    id: d.id,
    auth_key: d.authKey,
    online: d.online,
    status: deviceStatusDoc(d),
    events: d.channels.map((c) => c.events),
  })),
});

/**
 * The simulator's control API (not part of Shelly's protocol):
 * GET /__sim/state; POST /__sim/devices {auth_key, id, channels?, online?} (create or update);
 * POST /__sim/faults {mode, device_id?, times?}; DELETE /__sim/faults;
 * POST /__sim/latency {ms}; POST /__sim/reset.
 */
export const createControlHandler =
  (state: SimState) =>
  (req: http.IncomingMessage, res: http.ServerResponse, url: URL, rawBody: string) => {
    let body: Record<string, unknown> = {};
    if (rawBody.trim()) {
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return send(res, 400, { detail: 'Body must be JSON.' });
      }
    }
    const route = `${req.method} ${url.pathname.replace(/\/$/, '')}`;
    switch (route) {
      case 'GET /__sim/state':
        return send(res, 200, snapshot(state));
      case 'POST /__sim/devices': {
        const { id, auth_key: authKey, channels, online } = body;
        if (typeof id !== 'string' || !id || typeof authKey !== 'string' || !authKey) {
          return send(res, 400, { detail: 'id and auth_key (strings) are required.' });
        }
        if (channels !== undefined && !Number.isInteger(channels)) {
          return send(res, 400, { detail: 'channels must be an integer (1-4).' });
        }
        if (online !== undefined && typeof online !== 'boolean') {
          return send(res, 400, { detail: 'online must be a boolean.' });
        }
        const device = state.upsertDevice({
          id,
          authKey,
          channels: channels as number | undefined,
          online: online as boolean | undefined,
        });
        return send(res, 201, {
          id: device.id,
          online: device.online,
          channels: device.channels.length,
        });
      }
      case 'POST /__sim/faults': {
        const { mode, device_id: deviceId, times } = body;
        if (!FAULT_MODES.includes(mode as FaultMode)) {
          return send(res, 400, { detail: `mode must be one of ${FAULT_MODES.join(', ')}.` });
        }
        if (deviceId !== undefined && typeof deviceId !== 'string') {
          return send(res, 400, { detail: 'device_id must be a string.' });
        }
        if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) {
          return send(res, 400, { detail: 'times must be a positive integer.' });
        }
        state.addFault({
          mode: mode as FaultMode,
          ...(deviceId ? { deviceId: deviceId as string } : {}),
          ...(times ? { times: times as number } : {}),
        });
        return send(res, 201, { faults: state.faults });
      }
      case 'DELETE /__sim/faults':
        state.clearFaults();
        return send(res, 200, { faults: [] });
      case 'POST /__sim/latency': {
        const ms = body.ms;
        if (!Number.isInteger(ms) || (ms as number) < 0 || (ms as number) > 60_000) {
          return send(res, 400, { detail: 'ms must be an integer between 0 and 60000.' });
        }
        state.latencyMs = ms as number;
        return send(res, 200, { latency_ms: state.latencyMs });
      }
      case 'POST /__sim/reset':
        state.reset();
        state.latencyMs = 0;
        return send(res, 200, snapshot(state));
      default:
        return send(res, 404, { detail: 'Unknown simulator control call.' });
    }
  };
