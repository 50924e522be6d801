import fs from 'node:fs';
import path from 'node:path';

/** PGlite is single-process: a lock file in its data directory says who holds it. */
export const LOCK_FILE_NAME = 'soglia.lock';

export interface LockInfo {
  pid: number;
  holder: string;
  startedAt: string;
}

export const lockFilePath = (dataDir: string): string => path.join(dataDir, LOCK_FILE_NAME);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live process holding the data directory, or null (stale locks are ignored). */
export const readLiveLock = (dataDir: string): LockInfo | null => {
  try {
    const info = JSON.parse(fs.readFileSync(lockFilePath(dataDir), 'utf8')) as LockInfo;
    if (typeof info.pid !== 'number' || info.pid === process.pid) return null;
    return isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lock: LockInfo,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${lock.holder} (pid ${lock.pid}, since ${lock.startedAt}).`,
    );
  }
}

/** Takes the lock or throws DataDirLockedError. Returns a release function. */
export const acquireDataDirLock = (dataDir: string, holder: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const live = readLiveLock(dataDir);
  if (live) throw new DataDirLockedError(dataDir, live);
  const file = lockFilePath(dataDir);
  const info: LockInfo = { pid: process.pid, holder, startedAt: new Date().toISOString() };
  fs.writeFileSync(file, JSON.stringify(info));
  return () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
      if (current.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
};
