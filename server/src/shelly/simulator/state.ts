/** In-memory state of the Shelly Cloud simulator: accounts, devices, relays, faults. */

export type FaultMode = 'offline' | 'html_502' | 'hang' | 'rate_limit' | 'bad_json';
export const FAULT_MODES: FaultMode[] = ['offline', 'html_502', 'hang', 'rate_limit', 'bad_json'];

export interface Fault {
  mode: FaultMode;
  /** Only calls about this device (every call when absent). */
  deviceId?: string;
  /** How many calls it still affects (forever when absent). */
  times?: number;
}

export interface RelayEvent {
  at: number;
  output: boolean;
  source: 'cloud' | 'timer';
  timer?: number;
}

export interface RelayChannel {
  output: boolean;
  timerStartedAt: number | null;
  timerDuration: number | null;
  events: RelayEvent[];
  pending: NodeJS.Timeout | null;
}

export interface SimDevice {
  id: string;
  authKey: string;
  online: boolean;
  channels: RelayChannel[];
}

export interface DeviceInput {
  id: string;
  authKey: string;
  channels?: number;
  online?: boolean;
}

const newChannel = (): RelayChannel => ({
  output: false,
  timerStartedAt: null,
  timerDuration: null,
  events: [],
  pending: null,
});

export const createSimState = () => {
  const devices = new Map<string, SimDevice>();
  let faults: Fault[] = [];
  const lastAccepted = new Map<string, number>();
  /** Calls refused by the one-call-per-second rule (not by an injected fault), per auth key. */
  const rateRefusals = new Map<string, number>();

  const clearTimers = (device: SimDevice) => {
    for (const ch of device.channels) if (ch.pending) clearTimeout(ch.pending);
  };

  return {
    devices,
    latencyMs: 0,
    rateRefusals,

    upsertDevice(input: DeviceInput): SimDevice {
      const existing = devices.get(input.id);
      const count = Math.max(1, Math.min(4, input.channels ?? existing?.channels.length ?? 1));
      const device: SimDevice = existing ?? {
        id: input.id,
        authKey: input.authKey,
        online: true,
        channels: [],
      };
      device.authKey = input.authKey;
      device.online = input.online ?? device.online;
      while (device.channels.length < count) device.channels.push(newChannel());
      device.channels.length = count;
      devices.set(device.id, device);
      return device;
    },

    knowsKey: (authKey: string) => [...devices.values()].some((d) => d.authKey === authKey),

    deviceOf: (authKey: string, id: string) => {
      const device = devices.get(id);
      return device && device.authKey === authKey ? device : null;
    },

    /** The cloud's one-call-per-second rule, per auth key. */
    admit(authKey: string, now = Date.now()): boolean {
      const last = lastAccepted.get(authKey);
      if (last !== undefined && now - last < 1000) {
        rateRefusals.set(authKey, (rateRefusals.get(authKey) ?? 0) + 1);
        return false;
      }
      lastAccepted.set(authKey, now);
      return true;
    },

    addFault(fault: Fault) {
      faults.push(fault);
    },
    clearFaults() {
      faults = [];
    },
    get faults() {
      return faults;
    },

    /** The fault that applies to a call about these devices (consuming one use), if any. */
    takeFault(deviceIds: string[]): FaultMode | null {
      const fault = faults.find((f) => !f.deviceId || deviceIds.includes(f.deviceId));
      if (!fault) return null;
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
      }
      return fault.mode;
    },

    /** Turns a relay on or off; `timer` seconds schedules the device-side flip back. */
    switchRelay(device: SimDevice, channel: number, on: boolean, timer: number | null) {
      const ch = device.channels[channel];
      if (ch.pending) clearTimeout(ch.pending);
      ch.pending = null;
      const at = Date.now();
      ch.output = on;
      ch.events.push({ at, output: on, source: 'cloud', ...(timer ? { timer } : {}) });
      if (timer) {
        ch.timerStartedAt = at;
        ch.timerDuration = timer;
        ch.pending = setTimeout(() => {
          ch.output = !on;
          ch.timerStartedAt = null;
          ch.timerDuration = null;
          ch.pending = null;
          ch.events.push({ at: Date.now(), output: !on, source: 'timer' });
        }, timer * 1000);
        ch.pending.unref();
      } else {
        ch.timerStartedAt = null;
        ch.timerDuration = null;
      }
    },

    reset() {
      faults = [];
      lastAccepted.clear();
      rateRefusals.clear();
      for (const d of devices.values()) {
        clearTimers(d);
        d.channels = d.channels.map(newChannel);
      }
    },

    close() {
      for (const d of devices.values()) clearTimers(d);
    },
  };
};

export type SimState = ReturnType<typeof createSimState>;

/** The device's status document, shaped like a Gen2 relay's. */
export const deviceStatusDoc = (device: SimDevice) => {
  const doc: Record<string, unknown> = {
    id: device.id,
    code: 'SNSW-001X16EU',
    _updated: new Date().toISOString().replace('T', ' ').slice(0, 19),
    cloud: { connected: device.online },
  };
  device.channels.forEach((ch, i) => {
    doc[`switch:${i}`] = {
      id: i,
      output: ch.output,
      source: ch.events.at(-1)?.source === 'timer' ? 'timer' : 'SHC',
      ...(ch.timerStartedAt !== null
        ? { timer_started_at: ch.timerStartedAt / 1000, timer_duration: ch.timerDuration }
        : {}),
    };
  });
  return doc;
};
