import type { FastifyInstance } from 'fastify';

// Optional settings of the door-access area, merged into AppConfig without touching config.ts.
declare module '../config' {
  interface AppConfig {
    /** "Now" for the stay window of guest-room and check-cpc (tests move it); default: real time. */
    clock?: () => Date;
    /**
     * Wrong-CPC lockout: failures per stay / per (door, address) within the window; the address
     * limit is far above what the guests sharing one Wi-Fi ever reach (default 5 / 100 / 15).
     */
    cpcThrottle?: { guestLimit: number; doorLimit: number; windowMinutes: number };
    /** Refused door-open attempts kept per guest (older ones are pruned; openings never); default 200. */
    auditRowsPerGuest?: number;
    /**
     * Shelly Cloud queues per account (one call a second): the longest a door opening waits for
     * its turn before it is refused at once (`door_busy`), and the longest a device status read
     * waits for the account to be free of openings; default 15000 / 3000 ms.
     */
    shellyQueue?: { openingMaxWaitMs: number; statusMaxWaitMs: number };
  }
}

export interface DoorAccessSettings {
  now: () => Date;
  timeoutMs: number;
  pulseSeconds: number;
  cpcThrottle: { guestLimit: number; doorLimit: number; windowMinutes: number };
  auditRowsPerGuest: number;
  shellyQueue: { openingMaxWaitMs: number; statusMaxWaitMs: number };
}

export const doorAccessSettings = (app: FastifyInstance): DoorAccessSettings => {
  const { config } = app;
  return {
    now: () => config.clock?.() ?? new Date(),
    timeoutMs: config.shellyTimeoutMs,
    pulseSeconds: config.shellyPulseSeconds,
    cpcThrottle: config.cpcThrottle ?? { guestLimit: 5, doorLimit: 100, windowMinutes: 15 },
    auditRowsPerGuest: config.auditRowsPerGuest ?? 200,
    shellyQueue: config.shellyQueue ?? { openingMaxWaitMs: 15_000, statusMaxWaitMs: 3000 },
  };
};
