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
}

/** Tests (or an embedder) may put `media` on the app config; otherwise the environment decides. */
export type ConfigWithMedia = AppConfig & { media?: Partial<MediaConfig> };

const MB = 1024 * 1024;
const resolved = new WeakMap<object, MediaConfig>();

const envNumber = (name: string, fallback: number): number => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative number, got '${raw}'.`);
  }
  return value;
};

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
  const envDir = process.env.MEDIA_DIR?.trim();
  const media: MediaConfig = {
    dir: given.dir ?? (envDir ? path.resolve(envDir) : defaultDir(config)),
    maxFileBytes: given.maxFileBytes ?? Math.round(envNumber('MEDIA_MAX_FILE_MB', 10) * MB),
    retentionGraceHours: given.retentionGraceHours ?? envNumber('PHOTO_RETENTION_GRACE_HOURS', 24),
    orphanMinAgeMinutes: given.orphanMinAgeMinutes ?? 60,
  };
  resolved.set(config, media);
  return media;
};
