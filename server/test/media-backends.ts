import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig, S3Settings } from '../src/config';
import type { MediaConfig } from '../src/media/media.config';
import { createLocalMediaStore, type MediaStore } from '../src/media/media.store';
import { createS3MediaStore } from '../src/media/s3.store';

/** The media stores the store-dependent tests run against. */
export const MEDIA_STORE_KINDS = ['local', 's3'] as const;
export type MediaStoreKind = (typeof MEDIA_STORE_KINDS)[number];

export interface TestS3Server {
  /** Settings of a store keeping its objects in the server's bucket. */
  settings: S3Settings;
  /** Stops the server, as an outage would (its folder stays until `cleanup`). */
  stop(): Promise<void>;
  cleanup(): Promise<void>;
  /** The file holding an object's bytes: its mtime is what the server answers as LastModified. */
  objectFile(key: string): string;
}

const CHILD = path.join(__dirname, 's3-server.child.cjs');

/**
 * Starts s3rver (a real S3-protocol server) in a child process on a free port, with a temp
 * folder and one bucket.
 */
export const startS3Server = async ({
  bucket = 'soglia-media',
  prefix = '',
}: { bucket?: string; prefix?: string } = {}): Promise<TestS3Server> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-s3-'));
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', CHILD, directory, bucket], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`s3rver did not start within 20 s:\n${err}`));
    }, 20_000);
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      clearTimeout(timer);
      resolve((JSON.parse(out.split('\n')[0]) as { port: number }).port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}) before it listened:\n${err}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      prefix,
      // s3rver's one account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    stop,
    cleanup: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
    objectFile: (key) => path.join(directory, bucket, `${key}._S3rver_object`),
  };
};

export interface MediaBackend {
  readonly kind: MediaStoreKind;
  /** The media folder of a local backend. */
  readonly dir: string;
  /** App config fields that keep the media in this backend (call once it started). */
  config(extra?: Partial<MediaConfig>): Partial<AppConfig>;
  /** A store of its own seeing the same files as the app's. */
  store(): MediaStore;
  /** The stored names (temp ones included), sorted. */
  names(): Promise<string[]>;
  /** Stores a file under `name` directly, as an interrupted write or another process left it. */
  put(name: string, modifiedAt?: Date): Promise<void>;
  /** The S3 server (s3 only). */
  s3(): TestS3Server;
}

/**
 * A media backend for one describe block: a temp folder, or an s3rver started for the block
 * (beforeAll) with a bucket, stopped afterwards.
 */
export const setupMediaBackend = (kind: MediaStoreKind): MediaBackend => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-media-test-'));
  let server: TestS3Server | null = null;
  let store: MediaStore | null = null;
  let raw: S3Client | null = null;

  if (kind === 's3') {
    beforeAll(async () => {
      server = await startS3Server();
    }, 30_000);
    afterAll(async () => {
      raw?.destroy();
      await server?.cleanup();
    });
  }
  const s3 = () => {
    if (!server) throw new Error('no S3 server: only an s3 backend has one, once started');
    return server;
  };

  const backend: MediaBackend = {
    kind,
    dir,
    config: (extra = {}) =>
      kind === 's3'
        ? ({ mediaStore: 's3', s3: s3().settings, media: extra } as Partial<AppConfig>)
        : ({ media: { dir, ...extra } } as Partial<AppConfig>),
    store: () =>
      (store ??= kind === 's3' ? createS3MediaStore(s3().settings) : createLocalMediaStore(dir)),
    names: async () => (await backend.store().list()).map((file) => file.name).sort(),
    put: async (name, modifiedAt) => {
      let file: string;
      if (kind === 's3') {
        const { settings, objectFile } = s3();
        raw ??= new S3Client({
          region: settings.region,
          endpoint: settings.endpoint!,
          forcePathStyle: true,
          credentials: settings.credentials!,
        });
        const key = `${settings.prefix}guests/${name}`;
        await raw.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: 'x' }));
        file = objectFile(key);
      } else {
        file = path.join(dir, 'guests', name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, 'x');
      }
      if (modifiedAt) fs.utimesSync(file, modifiedAt, modifiedAt);
    },
    s3,
  };
  return backend;
};
