export { alloggiatiAccountRoutes } from './account.routes';
export type { accountInput, accountQuery, accountSchema } from './account.schema';
export { alloggiatiDayRoutes } from './day.routes';
export type { alloggiatiDayQuery, alloggiatiDaySchema } from './day.schema';
export { alloggiatiReceiptsRoutes } from './receipts.routes';
export { startAlloggiatiSchedules } from './schedule';
export { registerAlloggiati } from './send.decoration';
export { alloggiatiSettingsRoutes } from './settings.routes';
export { alloggiatiStaysRoutes } from './stays.routes';
export type {
  actionResultSchema,
  apartmentSettingsSchema,
  autoSendBody,
  dueQuery,
  fetchReceiptsBody,
  receiptListSchema,
  receiptsQuery,
  resolveBody,
  settingsSchema,
  stayStatusListSchema,
  stayStatusSchema,
  staysQuery,
} from './stays.schema';
