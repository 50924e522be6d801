import { loadConfigOrExit } from '../config';
import { DataDirLockedError, openDatabase } from '../db';
import { mediaConfigOf, mediaStoreOf } from '../media';
import { runRetention } from './retention';

/** `npm run job:retention -w @soglia/server`: one run of the document-photo retention job. */
const main = async (): Promise<number> => {
  const config = loadConfigOrExit('The retention job');
  let opened;
  try {
    opened = await openDatabase(config, 'retention job');
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(
        `${err.message}\nThe running server already runs this job every hour. ` +
          'Stop it first, or use DATABASE_URL.',
      );
      return 1;
    }
    throw err;
  }
  try {
    const media = mediaConfigOf(config);
    const store = mediaStoreOf(config);
    const report = await runRetention({
      db: opened.database.db,
      store,
      graceHours: media.retentionGraceHours,
      orphanMinAgeMinutes: media.orphanMinAgeMinutes,
    });
    console.log(
      report.ran
        ? `Retention done (media ${store.describe()}): ${report.guestsCleared} guests cleared, ` +
            `${report.filesRemoved} photos removed, ${report.orphansRemoved} orphan files removed.`
        : 'Another process is running the retention job right now; nothing to do.',
    );
    return 0;
  } finally {
    await opened.close();
  }
};

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('Retention job failed:', err);
    process.exit(1);
  },
);
