import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config';

export interface MediaConfig {
  /** Root of the private media directory (never served statically). */
  dir: string;
  /** Largest accepted upload per file, in bytes. */
  maxFileBytes: number;
  /** Document photos are removed this long after the stay's check-out. */
  retentionGraceHours: number;
  /** Unreferenced files younger than this are left alone (an upload may still be committing). */
  orphanMinAgeMinutes: number;
  /** At start, unreferenced files older than this go (younger ones may be another process's). */
  startSweepMinAgeMinutes: number;
  /** A PDF may inflate to at most this many bytes, all its streams together. */
  maxInflatedBytes: number;
  /** Worker threads that decode BMPs and check PDFs. */
  decodeThreads: number;
  /** Files that may wait for a decoding thread; more are refused with 503. */
  decodeQueue: number;
  /** Time the files of one request may take to be decoded, waiting included. */
  decodeTimeoutMs: number;
  /** Multipart uploads read and processed at once by this process; more are refused with 503. */
  maxConcurrentUploads: number;
}

/** Tests (or an embedder) may put `media` on the app config; otherwise the settings decide. */
export type ConfigWithMedia = AppConfig & { media?: Partial<MediaConfig> };

const MB = 1024 * 1024;
const resolved = new WeakMap<object, MediaConfig>();

const defaultDecodeThreads = (): number => Math.min(4, Math.max(1, os.availableParallelism() - 1));

const defaultDir = (config: AppConfig): string => {
  // An in-memory database gets a throwaway media directory of its own.
  if (config.dataDir.startsWith('memory://')) {
    return fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-media-'));
  }
  return path.resolve(config.dataDir, '..', 'media');
};

/** The media settings of an app config (memoised, so every module sees the same directory). */
export const mediaConfigOf = (config: ConfigWithMedia): MediaConfig => {
  const cached = resolved.get(config);
  if (cached) return cached;
  const given = config.media ?? {};
  const maxFileBytes = given.maxFileBytes ?? Math.round(config.mediaMaxFileMb * MB);
  // One core stays free for the API itself; a few threads at most, each with a capped heap.
  const decodeThreads = given.decodeThreads ?? config.mediaDecodeThreads ?? defaultDecodeThreads();
  const media: MediaConfig = {
    dir: given.dir ?? config.mediaDir ?? defaultDir(config),
    maxFileBytes,
    retentionGraceHours: given.retentionGraceHours ?? config.photoRetentionGraceHours,
    orphanMinAgeMinutes: given.orphanMinAgeMinutes ?? 60,
    startSweepMinAgeMinutes: given.startSweepMinAgeMinutes ?? 10,
    maxInflatedBytes: given.maxInflatedBytes ?? Math.max(4 * maxFileBytes, 16 * MB),
    decodeThreads,
    decodeQueue: given.decodeQueue ?? 4 * decodeThreads,
    // Well inside the 30 s a silent connection is kept open: the client always gets an answer.
    decodeTimeoutMs: given.decodeTimeoutMs ?? 20_000,
    maxConcurrentUploads: given.maxConcurrentUploads ?? config.mediaMaxConcurrentUploads,
  };
  resolved.set(config, media);
  return media;
};
