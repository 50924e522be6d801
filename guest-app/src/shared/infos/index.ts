export { createInfosCache } from './infosCache';
export type { InfosCache } from './infosCache';
export { InfosCacheProvider, useGuestInfos } from './InfosCacheContext';
