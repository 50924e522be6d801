import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startAlloggiatiSimulator,
  type AlloggiatiSimulator,
} from '../src/alloggiati/simulator/server';
import { createDatabase, type Database } from '../src/db/client';
import { createCipher } from '../src/security/crypto';
import { TestClient } from './api-client';
import {
  createTestDatabaseTarget,
  testConfig,
  type TestContext,
  type TestDatabaseTarget,
} from './helper';
import { setupMediaBackend, type MediaBackend, type MediaStoreKind } from './media-backends';
import { reachableRedisUrl, serviceEnv, startService, type Service } from './processes';

export interface TwoProcesses {
  /** Where both processes keep the media: an s3rver bucket, or one local folder. */
  media: MediaBackend;
  /** The processes' MEDIA_DIR: their files with `local`; with `s3` nothing may land there. */
  mediaDir: string;
  service: Service;
  /** The test's own connection to the processes' database. */
  database: Database;
  ctx: TestContext;
  sim: AlloggiatiSimulator;
  /** Where the throttles live: Redis when one answers, PostgreSQL otherwise. */
  redisUrl: string | null;
  /** A client of process `i` only, through the proxy. */
  on(i: number, ip?: string): TestClient;
}

/**
 * For one describe block: two real API processes on a fresh PostgreSQL database (and Redis when
 * one answers) and one media store, behind one round-robin proxy; all gone afterwards. `env`
 * adds settings, read when the processes start (after the caller's earlier beforeAll hooks).
 */
export const setupTwoProcesses = (
  kind: MediaStoreKind,
  options: { env?: () => Record<string, string> } = {},
): TwoProcesses => {
  // Registers its s3rver's start first, so the bucket exists before the processes start.
  const media = setupMediaBackend(kind);
  const secretKey = crypto.randomBytes(32).toString('base64url');
  let target: TestDatabaseTarget | undefined;
  let tmp = '';
  const two = {
    media,
    on: (i: number, ip?: string) => new TestClient(two.service.proxy.pinned(i), ip),
  } as TwoProcesses;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-scale-'));
    two.mediaDir = kind === 's3' ? path.join(tmp, 'media') : media.dir;
    target = await createTestDatabaseTarget();
    two.sim = await startAlloggiatiSimulator();
    two.redisUrl = await reachableRedisUrl();
    // Both start on an empty database at once: one migrates, the other waits for it.
    two.service = await startService(2, {
      ...serviceEnv({
        databaseUrl: target.databaseUrl!,
        secretKey,
        mediaDir: two.mediaDir,
        s3: kind === 's3' ? media.s3().settings : null,
        dataDir: path.join(tmp, 'pglite'),
        redisUrl: two.redisUrl,
        alloggiatiUrl: two.sim.url,
      }),
      ...options.env?.(),
    });
    two.database = await createDatabase(testConfig({ databaseUrl: target.databaseUrl }));
    two.ctx = {
      db: two.database.db,
      database: two.database,
      app: { cipher: createCipher(secretKey) },
      baseUrl: two.service.proxy.url,
    } as unknown as TestContext;
  }, 180_000);

  afterAll(async () => {
    await two.service?.stop();
    await two.database?.close();
    await two.sim?.stop();
    await target?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(media.dir, { recursive: true, force: true });
  });
  return two;
};
