/** The ring: two short bursts of a two-tone chord, then a pause, again and again. */
const TONES_HZ = [440, 480];
const BURSTS_S = [
  [0, 0.4],
  [0.6, 1.0],
] as const;
const PERIOD_MS = 3000;
const VOLUME = 0.12;
/** Fades in and out over this, so a burst starts and stops without a click. */
const RAMP_S = 0.02;

export interface Ringer {
  start(): void;
  stop(): void;
  /** Lets the ring sound after the browser held it back until the page was used. */
  unlock(): void;
  /** Stops and releases the audio (the console unmounts). */
  close(): void;
}

type AudioContextClass = typeof AudioContext;

/**
 * The ring of an incoming call, made with the Web Audio API (no sound file). A browser that
 * holds sound back until the page is used plays it from the host's next click or key.
 */
export function createRinger(
  AudioContextImpl: AudioContextClass | undefined = globalThis.AudioContext,
): Ringer {
  let context: AudioContext | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const playing = new Set<OscillatorNode>();

  const audio = () => {
    if (!AudioContextImpl) return null;
    context ??= new AudioContextImpl();
    return context;
  };

  const burst = (ctx: AudioContext) => {
    const now = ctx.currentTime;
    for (const [from, to] of BURSTS_S) {
      const gain = ctx.createGain();
      gain.gain.setValueAtTime(0, now + from);
      gain.gain.linearRampToValueAtTime(VOLUME, now + from + RAMP_S);
      gain.gain.setValueAtTime(VOLUME, now + to - RAMP_S);
      gain.gain.linearRampToValueAtTime(0, now + to);
      gain.connect(ctx.destination);
      for (const frequency of TONES_HZ) {
        const oscillator = ctx.createOscillator();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        oscillator.connect(gain);
        oscillator.onended = () => {
          playing.delete(oscillator);
          oscillator.disconnect();
        };
        playing.add(oscillator);
        oscillator.start(now + from);
        oscillator.stop(now + to);
      }
    }
  };

  const ringing = () => timer !== undefined;

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    for (const oscillator of playing) {
      try {
        oscillator.stop();
      } catch {
        // Not started yet, or already stopped.
      }
    }
    playing.clear();
  };

  return {
    start() {
      if (ringing()) return;
      const ctx = audio();
      if (!ctx) return;
      void ctx.resume().catch(() => undefined);
      burst(ctx);
      timer = setInterval(() => burst(ctx), PERIOD_MS);
    },
    stop,
    unlock() {
      if (context?.state === 'suspended') void context.resume().catch(() => undefined);
    },
    close() {
      stop();
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
