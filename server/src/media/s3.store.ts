import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import {
  CONTENT_TYPES,
  extOf,
  isStoreEntry,
  isStoredName,
  MediaStoreError,
  newStoredName,
  TEMP_PREFIX,
  type MediaFileInfo,
  type MediaStore,
} from './stored-files';

/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;

export interface S3StoreOptions {
  /** Keys per ListObjectsV2 page (S3 answers at most 1000). */
  listPageSize?: number;
}

const reasonOf = (err: unknown): string => {
  if (!(err instanceof Error)) return String(err);
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const code = (err as { code?: string }).code;
  const what = err.name !== 'Error' ? err.name : (code ?? 'Error');
  // A HEAD or an empty error answer has no message of its own: its status says more.
  const message = err.message && err.message !== 'UnknownError' ? err.message : '';
  return [what, status ? `HTTP ${status}` : '', message].filter(Boolean).join(': ');
};

const isNotImplemented = (err: unknown): boolean =>
  (err as { name?: string }).name === 'NotImplemented' ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 501;

/**
 * Document photos as objects `<prefix>guests/<name>` of one private bucket. An object appears
 * whole with its single PutObject (the sanitised file is already in memory) or not at all, so
 * there are no temp objects besides the readiness probe's. Files still reach browsers only
 * through the API, which streams the object after its permission checks.
 */
export const createS3MediaStore = (
  settings: S3Settings,
  { listPageSize = 1000 }: S3StoreOptions = {},
): MediaStore => {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    // Without keys, the SDK's own chain (AWS_* variables, shared files, an instance role).
    credentials: settings.credentials ?? undefined,
    // SigV4 already signs the payload's SHA-256; the newer default checksums break several
    // S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 3000, socketTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const folder = `${settings.prefix}guests/`;
  const key = (name: string) => `${folder}${name}`;
  const where =
    `s3://${Bucket}/${folder}` +
    (settings.endpoint ? ` at ${new URL(settings.endpoint).origin}` : ` (${settings.region})`);
  const failure = (what: string, err: unknown) =>
    new MediaStoreError(`${what} ${where}: ${reasonOf(err)}`, { cause: err });

  const removeOneByOne = async (names: string[]): Promise<string[]> => {
    const failed: string[] = [];
    for (const name of names) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) })).catch(() => {
        failed.push(name);
      });
    }
    return failed;
  };

  const store: MediaStore = {
    describe: () => where,
    async save(file) {
      const name = newStoredName(file.ext);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key(name),
            Body: file.buffer,
            ContentLength: file.buffer.length,
            ContentType: CONTENT_TYPES[file.ext],
          }),
        );
      } catch (err) {
        // An answer lost after the object was stored would leave it behind: remove it (the
        // orphan sweep takes it otherwise).
        await store.remove([name]);
        throw failure('could not store a file in', err);
      }
      return name;
    },
    async read(name) {
      if (!isStoredName(name)) return null;
      let out;
      try {
        out = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw failure('could not read a file from', err);
      }
      if (!(out.Body instanceof Readable)) {
        throw failure('could not read a file from', new Error('the answer has no body stream'));
      }
      const ext = extOf(name);
      return {
        body: out.Body,
        size: out.ContentLength ?? 0,
        ext,
        contentType: CONTENT_TYPES[ext],
      };
    },
    async remove(names) {
      const wanted = [...new Set([...names].filter((n): n is string => !!n && isStoreEntry(n)))];
      const failed: string[] = [];
      for (let i = 0; i < wanted.length; i += DELETE_BATCH) {
        const batch = wanted.slice(i, i + DELETE_BATCH);
        try {
          const out = await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: batch.map((name) => ({ Key: key(name) })), Quiet: true },
            }),
          );
          for (const error of out.Errors ?? []) {
            if (error.Key?.startsWith(folder)) failed.push(error.Key.slice(folder.length));
          }
        } catch (err) {
          // Some S3-compatible servers have no multi-object delete.
          failed.push(...(isNotImplemented(err) ? await removeOneByOne(batch) : batch));
        }
      }
      return failed;
    },
    async list() {
      const out: MediaFileInfo[] = [];
      try {
        const pages = paginateListObjectsV2(
          { client, pageSize: listPageSize },
          { Bucket, Prefix: folder },
        );
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(folder.length) ?? '';
            // Anything else in the bucket (other prefixes, nested keys) is not ours.
            if (!isStoreEntry(name)) continue;
            out.push({
              name,
              // No date: treated as brand new, so never swept by mistake.
              modifiedAt: object.LastModified ?? new Date(),
              temporary: name.startsWith(TEMP_PREFIX),
            });
          }
        }
      } catch (err) {
        throw failure('could not list', err);
      }
      return out;
    },
    async probe() {
      // A temp name: the orphan sweep removes it should the process die in between.
      const name = `${TEMP_PREFIX}${crypto.randomBytes(16).toString('hex')}.jpg`;
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key(name), Body: Buffer.alloc(0) }));
        await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
      } catch (err) {
        throw failure('could not write to', err);
      }
    },
  };
  return store;
};
