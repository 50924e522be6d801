import path from 'node:path';
import { Piscina } from 'piscina';
import { mediaConfigOf, type ConfigWithMedia } from './media.config';
import type { PdfVerdict } from './pdf';

/** Thrown when too many files wait for a decoding thread, or waited until the deadline. */
export class DecoderBusy extends Error {}

/** Thrown when a file was still being decoded at the deadline (the thread is stopped). */
export class DecodeTimedOut extends Error {}

export interface DecoderOptions {
  threads: number;
  /** Files that may wait for a thread. */
  queue: number;
  maxInflatedBytes: number;
}

export interface Decoder {
  /** A PDF's streams may inflate to this much, all together. */
  readonly maxInflatedBytes: number;
  /** BMP → PNG; null when the BMP is unsupported or unreadable. */
  bmpToPng(input: Buffer, signal: AbortSignal): Promise<Buffer | null>;
  cleanPdf(input: Buffer, signal: AbortSignal): Promise<PdfVerdict>;
  close(): Promise<void>;
}

/**
 * BMP decoding and PDF parsing are plain JavaScript: they run on worker threads, one file per
 * thread, so an upload never blocks the event loop and the memory they take is bounded (a few
 * threads with a capped heap; they exit when idle and give it back). Files beyond the threads
 * wait in a bounded queue; the caller's signal ends a wait or a running decode (the thread is
 * then stopped): at its deadline, or when the client has gone.
 * Sharp already works off the main thread for the other image types.
 */
export const createDecoder = ({ threads, queue, maxInflatedBytes }: DecoderOptions): Decoder => {
  let pool: Piscina | null = null;
  const poolOf = (): Piscina =>
    (pool ??= new Piscina({
      filename: path.join(__dirname, 'decode.worker.cjs'),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 10_000,
      maxQueue: threads,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    }));
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = (signal: AbortSignal): Promise<void> => {
    if (signal.aborted) return Promise.reject(new DecoderBusy());
    if (running < threads) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= queue) return Promise.reject(new DecoderBusy());
    return new Promise((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', giveUp);
        resolve();
      };
      const giveUp = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(new DecoderBusy());
      };
      waiting.push(start);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const run = async <T>(name: string, task: unknown, signal: AbortSignal): Promise<T> => {
    await acquire(signal);
    try {
      return (await poolOf().run(task, { name, signal })) as T;
    } catch (err) {
      if (signal.aborted) throw new DecodeTimedOut();
      throw err;
    } finally {
      release();
    }
  };

  return {
    maxInflatedBytes,
    async bmpToPng(input, signal) {
      const png = await run<Uint8Array | null>('bmpToPng', new Uint8Array(input), signal);
      return png ? Buffer.from(png) : null;
    },
    cleanPdf: (input, signal) =>
      run<PdfVerdict>('pdf', { input: new Uint8Array(input), maxInflatedBytes }, signal),
    async close() {
      const current = pool;
      pool = null;
      await current?.destroy();
    },
  };
};

const decoders = new WeakMap<object, Decoder>();

/** The decoder of an app config (one pool per app). */
export const decoderOf = (config: ConfigWithMedia): Decoder => {
  let decoder = decoders.get(config);
  if (!decoder) {
    const media = mediaConfigOf(config);
    decoder = createDecoder({
      threads: media.decodeThreads,
      queue: media.decodeQueue,
      maxInflatedBytes: media.maxInflatedBytes,
    });
    decoders.set(config, decoder);
  }
  return decoder;
};
