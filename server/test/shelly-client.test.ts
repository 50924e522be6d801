import { createShellyClient, type ShellyAccount } from '../src/shelly/client';
import {
  createMemorySlotStore,
  createRateGate,
  type RateGateSettings,
} from '../src/shelly/rate-gate';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';

let sim: ShellySimulator;
let n = 0;
const account = (): ShellyAccount & { deviceId: string } => {
  n += 1;
  const authKey = `key-${n}-${Date.now()}`;
  const deviceId = `relay-${n}`;
  sim.addDevice({ id: deviceId, authKey, channels: 2 });
  return { serverUri: sim.url, authKey, deviceId };
};
const gate = (options: RateGateSettings = {}) => createRateGate(createMemorySlotStore(), options);
// Time enough for a busy machine where the test is not about the timeout.
const client = (timeoutMs = 4000) => createShellyClient({ timeoutMs, gate: gate() });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  sim = await startShellySimulator();
});
afterAll(() => sim.close());
afterEach(() => sim.clearFaults());

describe('Shelly Cloud client against the simulator', () => {
  it('pulses a relay with a device-side auto-off', async () => {
    const acc = account();
    const result = await client().pulse(acc, { deviceId: acc.deviceId, channel: 1, seconds: 1 });
    expect(result).toEqual({
      ok: true,
      value: null,
      text: 'isok: true',
      queuedMs: expect.any(Number),
    });
    expect(result.ok && result.queuedMs).toBeLessThan(500);
    expect(sim.relay(acc.deviceId, 1)).toMatchObject({ output: true, timerDuration: 1 });
    expect(sim.relay(acc.deviceId, 0).output).toBe(false);
    await sleep(1200);
    const after = sim.relay(acc.deviceId, 1);
    expect(after.output).toBe(false);
    expect(after.events.map((e) => e.source)).toEqual(['cloud', 'timer']);
  });

  it('reads one status and sees offline devices', async () => {
    const acc = account();
    const c = client();
    const online = await c.deviceStatus(acc, acc.deviceId);
    expect(online.ok && online.value.online).toBe(true);
    sim.setOnline(acc.deviceId, false);
    const offline = await c.deviceStatus(acc, acc.deviceId);
    expect(offline.ok && offline.value.online).toBe(false);
    const pulse = await c.pulse(acc, { deviceId: acc.deviceId, channel: 0, seconds: 1 });
    expect(pulse).toMatchObject({ ok: false, kind: 'offline' });
  });

  it('batches state reads by ten and spaces the calls by the per-key limit', async () => {
    const acc = account();
    const ids = Array.from({ length: 12 }, (_, i) => `${acc.deviceId}-b${i}`);
    ids.forEach((id, i) => sim.addDevice({ id, authKey: acc.authKey, online: i !== 3 }));
    const before = sim.calls.length;
    const result = await client().devicesStatus(acc, [...ids, 'unknown-device', ids[0]]);
    if (!result.ok) throw new Error(result.text);
    expect(result.value.size).toBe(12);
    expect(result.value.get(ids[3])?.online).toBe(false);
    expect(result.value.get(ids[4])?.online).toBe(true);
    expect(result.value.has('unknown-device')).toBe(false);
    const made = sim.calls.slice(before);
    expect(made.map((c) => c.path)).toEqual(['/v2/devices/api/get', '/v2/devices/api/get']);
    expect(made[1].at - made[0].at).toBeGreaterThanOrEqual(1000);
  });

  it('never trips the cloud limit when calls of one key come together', async () => {
    const acc = account();
    const c = client();
    const results = await Promise.all([
      c.deviceStatus(acc, acc.deviceId),
      c.pulse(acc, { deviceId: acc.deviceId, channel: 0, seconds: 1 }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('maps the cloud answers to typed failures', async () => {
    const acc = account();
    const c = client();
    const wrongKey = await c.pulse(
      { serverUri: sim.url, authKey: 'nope' },
      { deviceId: acc.deviceId, channel: 0, seconds: 1 },
    );
    expect(wrongKey).toMatchObject({ ok: false, kind: 'auth_error' });

    sim.addFault({ mode: 'html_502', times: 1 });
    expect(await c.deviceStatus(acc, acc.deviceId)).toMatchObject({
      ok: false,
      kind: 'bad_answer',
      message: 'HTTP 502 with a text/html body',
    });
    sim.addFault({ mode: 'bad_json', times: 1 });
    expect(await c.deviceStatus(acc, acc.deviceId)).toMatchObject({ kind: 'bad_answer' });
    const badChannel = await c.pulse(acc, { deviceId: acc.deviceId, channel: 7, seconds: 1 });
    expect(badChannel).toMatchObject({ kind: 'device_error' });
    const unknown = await c.pulse(acc, { deviceId: 'missing', channel: 0, seconds: 1 });
    expect(unknown).toMatchObject({
      kind: 'device_error',
      message: 'device_not_found: Device not found!',
    });
  });

  it('answers a hanging cloud with a timeout', async () => {
    const acc = account();
    sim.addFault({ mode: 'hang', deviceId: acc.deviceId });
    const started = Date.now();
    const result = await client(500).pulse(acc, { deviceId: acc.deviceId, channel: 0, seconds: 1 });
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports max_req as rate limited, after one retry', async () => {
    const acc = account();
    sim.addFault({ mode: 'rate_limit', deviceId: acc.deviceId });
    const before = sim.calls.length;
    const result = await client(3000).pulse(acc, {
      deviceId: acc.deviceId,
      channel: 0,
      seconds: 1,
    });
    expect(result).toMatchObject({ ok: false, kind: 'rate_limited' });
    expect(sim.calls.length - before).toBe(2);
  });

  it('recovers when the retry after max_req succeeds', async () => {
    const acc = account();
    sim.addFault({ mode: 'rate_limit', deviceId: acc.deviceId, times: 1 });
    const result = await client(3000).pulse(acc, {
      deviceId: acc.deviceId,
      channel: 0,
      seconds: 1,
    });
    expect(result.ok).toBe(true);
  });

  it('sees the simulator enforce one call per second without the gate', async () => {
    const acc = account();
    const raw = createShellyClient({
      timeoutMs: 4000,
      gate: gate({ spacingMs: 0, gapMs: 0 }),
      retryOnRateLimit: false,
    });
    const first = await raw.deviceStatus(acc, acc.deviceId);
    const second = await raw.deviceStatus(acc, acc.deviceId);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, kind: 'rate_limited' });
  });

  it('refuses a call at once when the calls queued ahead would make it wait too long', async () => {
    const acc = account();
    const c = createShellyClient({ timeoutMs: 4000, gate: gate({ maxWaitMs: 2500 }) });
    const started = Date.now();
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => c.pulse(acc, { deviceId: acc.deviceId, channel: 1, seconds: 1 })),
    );
    // The first runs at once, two wait their turn (about 1 and 2 s), the fourth is refused
    // without waiting, saying how long the queue ahead was.
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    const queued = results.map((r) => (r.ok ? r.queuedMs : null));
    expect(queued[0]).toBeLessThan(500);
    expect(queued[1]).toBeGreaterThanOrEqual(900);
    expect(queued[2]! - queued[1]!).toBeGreaterThanOrEqual(900);
    expect(results[3]).toMatchObject({ ok: false, kind: 'queue_full' });
    expect(!results[3].ok && results[3].queueMs).toBeGreaterThan(2000);
    expect(Date.now() - started).toBeGreaterThan(2000);
    expect(sim.relay(acc.deviceId, 1).events.filter((e) => e.source === 'cloud')).toHaveLength(3);
  });

  it('reports an unreachable cloud', async () => {
    const result = await client().deviceStatus(
      { serverUri: 'http://127.0.0.1:1', authKey: 'k' },
      'any',
    );
    expect(result).toMatchObject({ ok: false, kind: 'unreachable' });
  });
});

describe('simulator control API', () => {
  it('adds devices, injects faults and validates input', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${sim.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/__sim/devices', { id: 'ctl-1', auth_key: 'ctl-key' })).status).toBe(201);
    expect((await post('/__sim/devices', { id: 5 })).status).toBe(400);
    expect((await post('/__sim/faults', { mode: 'explode' })).status).toBe(400);
    expect(
      (await post('/__sim/faults', { mode: 'html_502', device_id: 'ctl-1', times: 1 })).status,
    ).toBe(201);
    // Time enough for a busy machine: the point is the answer, not the timeout.
    const c = client(5000);
    const res = await c.deviceStatus({ serverUri: sim.url, authKey: 'ctl-key' }, 'ctl-1');
    expect(res).toMatchObject({ kind: 'bad_answer' });
    const state = await (await fetch(`${sim.url}/__sim/state`)).json();
    expect(state.devices.some((d: { id: string }) => d.id === 'ctl-1')).toBe(true);
    expect(state.faults).toEqual([]);
  });
});
