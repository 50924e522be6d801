import crypto from 'node:crypto';
import type { AppConfig } from '../src/config';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { startServer, type RunningServer } from '../src/server';
import { createGuestStay } from './factories';
import { createTestDatabaseTarget, migratedDataDir, testConfig, type TestContext } from './helper';
import { MEDIA_STORE_KINDS, setupMediaBackend } from './media-backends';

const name = (ext = 'jpg') => `${crypto.randomBytes(16).toString('hex')}.${ext}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(MEDIA_STORE_KINDS)('the API start with the %s media store', (kind) => {
  const backend = setupMediaBackend(kind);

  it('removes old unreferenced media files and temp files before serving, keeping the rest', async () => {
    const target = await createTestDatabaseTarget();
    const config = testConfig({
      databaseUrl: target.databaseUrl,
      // A folder as after a first start (the sweep runs on every start, the first included).
      dataDir: await migratedDataDir('soglia-sweep-', target.databaseUrl),
      port: 0,
      host: '127.0.0.1',
      ...backend.config(),
    } as Partial<AppConfig>);
    let server: RunningServer | null = await startServer(config, { logger: false });
    const referenced = name();
    try {
      const ctx = { app: server.app, db: server.opened.database.db } as TestContext;
      const stay = await createGuestStay(ctx);
      await ctx.db.insert(guestRegistrations).values({
        checkinProfileId: stay.profile.id,
        firstName: 'Anna',
        lastName: 'Rossi',
        documentPhoto: referenced,
      });
    } finally {
      await server.stop();
    }

    // What a process killed mid-upload leaves, next to a referenced photo and the files of an
    // upload another process is committing right now.
    const oldOrphan = name('pdf');
    const oldTemp = `.tmp-${name('png')}`;
    const youngOrphan = name();
    const youngTemp = `.tmp-${name()}`;
    await backend.put(referenced, minutesAgo(120));
    await backend.put(oldOrphan, minutesAgo(30));
    await backend.put(oldTemp, minutesAgo(30));
    await backend.put(youngOrphan, minutesAgo(1));
    await backend.put(youngTemp, new Date());

    server = await startServer(config, { logger: false });
    try {
      expect(await backend.names()).toEqual([youngTemp, referenced, youngOrphan].sort());
    } finally {
      await server.stop();
      await target.drop();
    }
  }, 90_000);
});
