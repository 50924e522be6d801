/**
 * Spaces calls per key: at most one start every `minIntervalMs` (Shelly Cloud allows one call per
 * second per auth key). One gate is shared by every client in the process; across processes the
 * cloud's own `max_req` answer is the backstop (the client retries once after a pause).
 */
export interface RateGate {
  /** Runs `task` when the key's slot is free; tasks of one key run one after another. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export const createRateGate = (minIntervalMs: number): RateGate => {
  const tails = new Map<string, Promise<unknown>>();
  const lastStart = new Map<string, number>();

  return {
    run(key, task) {
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

/** The process-wide gate used by default (1.1 s leaves a margin for network jitter). */
export const sharedRateGate = createRateGate(1100);
