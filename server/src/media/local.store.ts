import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CONTENT_TYPES,
  extOf,
  isStoreEntry,
  isStoredName,
  newStoredName,
  TEMP_PREFIX,
  type MediaFileInfo,
  type MediaStore,
} from './stored-files';

/** Document photos live under `<dir>/guests/`, a folder no static server exposes. */
export const createLocalMediaStore = (dir: string): MediaStore => {
  const folder = path.join(dir, 'guests');
  let ready: Promise<unknown> | null = null;
  const ensureFolder = () => (ready ??= fs.mkdir(folder, { recursive: true, mode: 0o700 }));

  return {
    describe: () => dir,
    async save(file) {
      await ensureFolder().catch((err) => {
        ready = null;
        throw err;
      });
      const name = newStoredName(file.ext);
      // Written to a temp name, then renamed: a reader never sees a half-written file.
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
      let handle;
      try {
        handle = await fs.open(path.join(folder, name), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        const ext = extOf(name);
        return { body: handle.createReadStream(), size, ext, contentType: CONTENT_TYPES[ext] };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async remove(names) {
      const failed: string[] = [];
      for (const name of names) {
        if (!name || !isStoreEntry(name)) continue;
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
        if (!isStoreEntry(name)) continue;
        try {
          const stat = await fs.stat(path.join(folder, name));
          out.push({ name, modifiedAt: stat.mtime, temporary: name.startsWith(TEMP_PREFIX) });
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
