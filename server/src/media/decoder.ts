import path from 'node:path';
import { Piscina } from 'piscina';
import type { PdfVerdict } from './pdf';

/**
 * BMP decoding and PDF parsing are plain JavaScript: they run on a worker thread, one file at a
 * time, so an upload never blocks the event loop and the memory they take is bounded (one
 * decode, at most 20 Mpx, and a capped heap; the worker exits when idle and gives it back).
 * Sharp already works off the main thread for the other image types.
 */
let pool: Piscina | null = null;

const poolOf = (): Piscina =>
  (pool ??= new Piscina({
    filename: path.join(__dirname, 'decode.worker.cjs'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 10_000,
    maxQueue: 32,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  }));

/** Thrown when too many uploads wait for the decoder. */
export class DecoderBusy extends Error {}

const run = async <T>(name: string, input: Buffer): Promise<T> => {
  const decoder = poolOf();
  if (decoder.queueSize >= 32) throw new DecoderBusy('Too many uploads are being checked.');
  return decoder.run(new Uint8Array(input), { name }) as Promise<T>;
};

export const bmpToPngOffThread = async (input: Buffer): Promise<Buffer | null> => {
  const png = await run<Uint8Array | null>('bmpToPng', input);
  return png ? Buffer.from(png) : null;
};

export const cleanPdfOffThread = (input: Buffer): Promise<PdfVerdict> =>
  run<PdfVerdict>('pdf', input);

/** Stops the worker (tests, shutdown). */
export const closeDecoder = async (): Promise<void> => {
  const current = pool;
  pool = null;
  await current?.destroy();
};
