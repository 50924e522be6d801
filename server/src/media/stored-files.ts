import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { MediaStoreError } from '../http';
import type { SanitizedFile, StoredExt } from './sanitize';

/** Stored names are random and carry only the stored type; anything else is never opened. */
const NAME_SHAPE = /^[a-f0-9]{32}\.(jpg|png|pdf)$/;
/** Names of unfinished writes (and of readiness probes): the orphan sweep removes old ones. */
export const TEMP_PREFIX = '.tmp-';

export const CONTENT_TYPES: Record<StoredExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const isStoredName = (name: string): boolean => NAME_SHAPE.test(name);

/** A stored name, or the temp name of one. */
export const isStoreEntry = (name: string): boolean =>
  isStoredName(name.startsWith(TEMP_PREFIX) ? name.slice(TEMP_PREFIX.length) : name);

export const newStoredName = (ext: StoredExt): string =>
  `${crypto.randomBytes(16).toString('hex')}.${ext}`;

export const extOf = (name: string): StoredExt =>
  name.slice(name.lastIndexOf('.') + 1) as StoredExt;

export interface MediaFileInfo {
  name: string;
  modifiedAt: Date;
  /** A temp file of an unfinished write. */
  temporary: boolean;
}

export interface StoredFile {
  /** The content, streamed: the caller reads it to the end or destroys it. */
  body: Readable;
  size: number;
  contentType: string;
  ext: StoredExt;
}

export interface MediaStore {
  /** Where the files are, for logs and messages (a folder, or `s3://bucket/prefix`; no secrets). */
  describe(): string;
  /** Stores the file whole under a new random name: a reader never sees a partial file. */
  save(file: SanitizedFile): Promise<string>;
  read(name: string): Promise<StoredFile | null>;
  /** Removes files; missing ones are fine. Answers the names that could not be removed. */
  remove(names: Iterable<string | null | undefined>): Promise<string[]>;
  list(): Promise<MediaFileInfo[]>;
  /** Writes and removes a small temp file: throws when the store cannot take a write now. */
  probe(): Promise<void>;
}

export { MediaStoreError };
