import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createControlHandler } from './control';
import {
  createSimState,
  deviceStatusDoc,
  type DeviceInput,
  type Fault,
  type FaultMode,
  type SimState,
} from './state';

/**
 * A small Shelly Cloud look-alike (node:http) speaking the same protocol as the real cloud:
 * `POST /device/status`, `POST /device/relay/control` (form fields, `timer` = device-side
 * auto-off) and `POST /v2/devices/api/get?auth_key=` (JSON, 1–10 ids). One call per second per
 * auth key, answered like the cloud: HTTP 429 + `{"isok":false,"errors":{"max_req":...}}`.
 * Faults and devices are set through `/__sim/*` or the returned object.
 */

const MAX_BODY = 64 * 1024;

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const cloudError = (res: http.ServerResponse, status: number, errors: Record<string, string>) =>
  json(res, status, { isok: false, errors });

const HTML_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const applyFault = (res: http.ServerResponse, mode: FaultMode | null): boolean => {
  switch (mode) {
    case 'hang':
      return true; // never answer; the socket is closed when the simulator stops
    case 'html_502':
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end(HTML_502);
      return true;
    case 'rate_limit':
      cloudError(res, 429, { max_req: 'Request limit reached!' });
      return true;
    case 'bad_json':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"isok": tru');
      return true;
    default:
      return false;
  }
};

const handleCloud = async (
  state: SimState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) => {
  const body = await readBody(req);
  const isV2 = url.pathname === '/v2/devices/api/get';
  const form = new URLSearchParams(isV2 ? '' : body);
  // /device/status also takes its fields from the query; relay control only from the body.
  const field = (name: string) =>
    form.get(name) ?? (url.pathname === '/device/status' ? url.searchParams.get(name) : null);
  const authKey = isV2 ? url.searchParams.get('auth_key') : field('auth_key');

  let ids: string[] = [];
  if (isV2) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return cloudError(res, 400, { body: 'Invalid JSON body' });
    }
    const list = (parsed as { ids?: unknown })?.ids;
    if (
      !Array.isArray(list) ||
      list.length < 1 ||
      list.length > 10 ||
      list.some((i) => typeof i !== 'string')
    ) {
      return cloudError(res, 400, { ids: 'ids must be a list of 1 to 10 device ids' });
    }
    ids = list as string[];
  } else {
    ids = [field('id') ?? ''];
  }

  if (state.latencyMs > 0) await new Promise((r) => setTimeout(r, state.latencyMs));
  if (!authKey || !state.knowsKey(authKey)) {
    return cloudError(res, 401, { wrong_auth_key: 'Bad authorization key!' });
  }
  const fault = state.takeFault(ids);
  if (applyFault(res, fault)) return;
  if (!state.admit(authKey)) return cloudError(res, 429, { max_req: 'Request limit reached!' });

  if (isV2) {
    const wanted = ((JSON.parse(body) as { select?: unknown }).select ?? []) as unknown[];
    const out = ids.flatMap((id) => {
      const device = state.deviceOf(authKey, id);
      if (!device) return [];
      const online = device.online && fault !== 'offline';
      return [
        {
          id,
          type: 'relay',
          code: 'SNSW-001X16EU',
          gen: 'G2',
          online: online ? 1 : 0,
          ...(wanted.includes('status') ? { status: deviceStatusDoc(device) } : {}),
        },
      ];
    });
    return json(res, 200, out);
  }

  const device = state.deviceOf(authKey, ids[0]);
  if (!device) return cloudError(res, 200, { device_not_found: 'Device not found!' });
  const online = device.online && fault !== 'offline';

  if (url.pathname === '/device/status') {
    return json(res, 200, { isok: true, data: { online, device_status: deviceStatusDoc(device) } });
  }
  if (!online) return cloudError(res, 200, { device_offline: 'Device is offline!' });
  const channel = Number(field('channel'));
  if (!Number.isInteger(channel) || channel < 0 || channel >= device.channels.length) {
    return cloudError(res, 200, { wrong_channel: 'Invalid channel!' });
  }
  const turn = field('turn');
  if (turn !== 'on' && turn !== 'off') return cloudError(res, 200, { wrong_turn: 'Invalid turn!' });
  const timerText = field('timer');
  const timer = timerText === null || timerText === '' ? null : Number(timerText);
  if (timer !== null && (!Number.isFinite(timer) || timer <= 0 || timer > 86_400)) {
    return cloudError(res, 200, { wrong_timer: 'Invalid timer!' });
  }
  state.switchRelay(device, channel, turn === 'on', timer);
  return json(res, 200, { isok: true, data: { device_id: device.id } });
};

export interface ShellySimulatorOptions {
  port?: number;
  host?: string;
  devices?: DeviceInput[];
}

export const startShellySimulator = async (options: ShellySimulatorOptions = {}) => {
  const state = createSimState();
  for (const d of options.devices ?? []) state.upsertDevice(d);
  const control = createControlHandler(state);
  const calls: { path: string; at: number }[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim.local');
    const run = async () => {
      if (url.pathname.startsWith('/__sim/')) return control(req, res, url, await readBody(req));
      const cloudPaths = ['/device/status', '/device/relay/control', '/v2/devices/api/get'];
      if (!cloudPaths.includes(url.pathname))
        return cloudError(res, 404, { not_found: 'Not found' });
      if (req.method !== 'POST' && !(req.method === 'GET' && url.pathname === '/device/status')) {
        return cloudError(res, 405, { method: 'Method not allowed' });
      }
      calls.push({ path: url.pathname, at: Date.now() });
      return handleCloud(state, req, res, url);
    };
    run().catch((error: Error) => {
      if (!res.headersSent) cloudError(res, 400, { request: error.message });
    });
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    state,
    /** Cloud calls received (control calls excluded), oldest first. */
    calls,
    addDevice: (input: DeviceInput) => state.upsertDevice(input),
    setOnline(id: string, online: boolean) {
      const device = state.devices.get(id);
      if (!device) throw new Error(`unknown simulated device ${id}`);
      device.online = online;
    },
    relay(id: string, channel = 0) {
      const ch = state.devices.get(id)?.channels[channel];
      if (!ch) throw new Error(`unknown simulated relay ${id}/${channel}`);
      return { output: ch.output, timerDuration: ch.timerDuration, events: [...ch.events] };
    },
    addFault: (fault: Fault) => state.addFault(fault),
    /** Calls refused with 429 by the one-call-per-second rule (injected faults not counted). */
    rateRefusals: () => [...state.rateRefusals.values()].reduce((a, b) => a + b, 0),
    clearFaults: () => state.clearFaults(),
    setLatency(ms: number) {
      state.latencyMs = ms;
    },
    reset: () => state.reset(),
    async close() {
      state.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type ShellySimulator = Awaited<ReturnType<typeof startShellySimulator>>;
