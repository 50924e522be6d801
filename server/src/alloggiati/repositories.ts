import type { Db } from '../db';
import { createAccountRepository } from './account.repository';
import { createDayRepository } from './day.repository';
import { createReceiptsRepository } from './receipts.repository';
import { createRecordsRepository } from './records.repository';
import { createSettingsRepository } from './settings.repository';
import { createStaysRepository } from './stays.repository';

/** Every query of the module, created once per app (send.decoration.ts). */
export const createAlloggiatiRepositories = (db: Db) => ({
  accounts: createAccountRepository(db),
  day: createDayRepository(db),
  records: createRecordsRepository(db),
  receipts: createReceiptsRepository(db),
  settings: createSettingsRepository(db),
  stays: createStaysRepository(db),
});

export type AlloggiatiRepositories = ReturnType<typeof createAlloggiatiRepositories>;
