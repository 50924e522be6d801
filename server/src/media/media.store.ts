import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaConfigOf, type ConfigWithMedia } from './media.config';
import type { SanitizedFile, StoredExt } from './sanitize';

/** Stored names are random and carry only the stored type; anything else is never opened. */
const NAME_SHAPE = /^[a-f0-9]{32}\.(jpg|png|pdf)$/;
const TEMP_PREFIX = '.tmp-';

export const CONTENT_TYPES: Record<StoredExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const isStoredName = (name: string): boolean => NAME_SHAPE.test(name);

export interface MediaFileInfo {
  name: string;
  modifiedAt: Date;
  /** A temp file of an unfinished write. */
  temporary: boolean;
}

export interface MediaStore {
  readonly dir: string;
  /** Writes to a temp name, then renames: a reader never sees a half-written file. */
  save(file: SanitizedFile): Promise<string>;
  read(name: string): Promise<{ buffer: Buffer; contentType: string; ext: StoredExt } | null>;
  /** Removes files; missing ones are fine. Answers the names that could not be removed. */
  remove(names: Iterable<string | null | undefined>): Promise<string[]>;
  list(): Promise<MediaFileInfo[]>;
  /** Writes and removes a small temp file: throws when the store cannot take a write now. */
  probe(): Promise<void>;
}

/** Document photos live under `<dir>/guests/`, a folder no static server exposes. */
export const createMediaStore = (dir: string): MediaStore => {
  const folder = path.join(dir, 'guests');
  let ready: Promise<unknown> | null = null;
  const ensureFolder = () => (ready ??= fs.mkdir(folder, { recursive: true, mode: 0o700 }));

  return {
    dir,
    async save(file) {
      await ensureFolder().catch((err) => {
        ready = null;
        throw err;
      });
      const name = `${crypto.randomBytes(16).toString('hex')}.${file.ext}`;
      const temp = path.join(folder, `${TEMP_PREFIX}${name}`);
      try {
        await fs.writeFile(temp, file.buffer, { flag: 'wx', mode: 0o600 });
        await fs.rename(temp, path.join(folder, name));
      } catch (err) {
        await fs.rm(temp, { force: true }).catch(() => {});
        throw err;
      }
      return name;
    },
    async read(name) {
      if (!isStoredName(name)) return null;
      try {
        const buffer = await fs.readFile(path.join(folder, name));
        const ext = name.slice(name.lastIndexOf('.') + 1) as StoredExt;
        return { buffer, ext, contentType: CONTENT_TYPES[ext] };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(names) {
      const failed: string[] = [];
      for (const name of names) {
        if (!name) continue;
        const plain = name.startsWith(TEMP_PREFIX) ? name.slice(TEMP_PREFIX.length) : name;
        if (!isStoredName(plain)) continue;
        try {
          await fs.rm(path.join(folder, name), { force: true });
        } catch {
          failed.push(name);
        }
      }
      return failed;
    },
    async list() {
      let entries: string[];
      try {
        entries = await fs.readdir(folder);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const out: MediaFileInfo[] = [];
      for (const name of entries) {
        const temporary = name.startsWith(TEMP_PREFIX);
        if (!isStoredName(temporary ? name.slice(TEMP_PREFIX.length) : name)) continue;
        try {
          const stat = await fs.stat(path.join(folder, name));
          out.push({ name, modifiedAt: stat.mtime, temporary });
        } catch {
          // removed meanwhile
        }
      }
      return out;
    },
    async probe() {
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      // A temp name: the orphan sweep removes it should the process die in between.
      const temp = path.join(folder, `${TEMP_PREFIX}${crypto.randomBytes(16).toString('hex')}.jpg`);
      await fs.writeFile(temp, '', { flag: 'wx', mode: 0o600 });
      await fs.rm(temp, { force: true });
    },
  };
};

const stores = new WeakMap<object, MediaStore>();

/** The media store of an app config (one per config, so every module sees the same folder). */
export const mediaStoreOf = (config: ConfigWithMedia): MediaStore => {
  let store = stores.get(config);
  if (!store) {
    store = createMediaStore(mediaConfigOf(config).dir);
    stores.set(config, store);
  }
  return store;
};
