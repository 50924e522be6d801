export { createGuidebookCache } from './guidebookCache';
export type { GuidebookCache } from './guidebookCache';
export { GuidebookCacheProvider, useGuestGuidebook } from './GuidebookCacheContext';
