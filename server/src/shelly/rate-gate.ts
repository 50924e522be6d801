/**
 * Spaces calls per key: at most one start every `minIntervalMs` (Shelly Cloud allows one call per
 * second per auth key). One gate is shared by every client in the process; across processes the
 * cloud's own `max_req` answer is the backstop (the client retries once after a pause).
 * At most `maxPending` calls of one key are in the gate (running or waiting): past that a call is
 * refused at once (`GateFullError`) rather than making every later caller of the account wait.
 */
export interface RateGate {
  /** Runs `task` when the key's slot is free; tasks of one key run one after another. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export class GateFullError extends Error {
  constructor() {
    super('too many calls are waiting for this account');
  }
}

export const createRateGate = (minIntervalMs: number, maxPending = Infinity): RateGate => {
  const tails = new Map<string, Promise<unknown>>();
  const lastStart = new Map<string, number>();
  const pending = new Map<string, number>();

  return {
    run(key, task) {
      const inGate = pending.get(key) ?? 0;
      if (inGate >= maxPending) return Promise.reject(new GateFullError());
      pending.set(key, inGate + 1);
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous
        .catch(() => undefined)
        .then(async () => {
          const wait = (lastStart.get(key) ?? 0) + minIntervalMs - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          lastStart.set(key, Date.now());
          return task();
        });
      tails.set(key, next);
      // Forget idle keys so the maps do not grow with every auth key ever seen.
      void next
        .catch(() => undefined)
        .then(() => {
          const left = (pending.get(key) ?? 1) - 1;
          if (left > 0) pending.set(key, left);
          else pending.delete(key);
          if (tails.get(key) === next) {
            tails.delete(key);
            setTimeout(() => {
              if (!tails.has(key)) lastStart.delete(key);
            }, minIntervalMs).unref();
          }
        });
      return next;
    },
  };
};

/**
 * The process-wide gate used by default (1.1 s leaves a margin for network jitter). One running
 * and five waiting calls are about six seconds: a caller further back would only time out.
 */
export const sharedRateGate = createRateGate(1100, 6);
