/**
 * Bounds the multipart uploads one process reads and checks at once: each holds up to two files
 * in memory until its answer is sent, so without a bound a burst of uploads takes hundreds of
 * megabytes. A request over the bound is refused at once (the caller answers 503 + Retry-After).
 */
export interface UploadGate {
  /** Takes a place, or answers false when every place is taken. */
  tryEnter(): boolean;
  leave(): void;
  readonly active: number;
}

export const createUploadGate = (max: number): UploadGate => {
  let active = 0;
  return {
    tryEnter() {
      if (active >= max) return false;
      active += 1;
      return true;
    },
    leave() {
      active = Math.max(0, active - 1);
    },
    get active() {
      return active;
    },
  };
};
