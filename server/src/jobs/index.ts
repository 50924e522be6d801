export { every, stopAll } from './every';
export type { StopSchedule } from './every';
export { releaseHeldJobLocks, withJobLock } from './job-lock';
export { startRetentionSchedule } from './retention.schedule';
export { sweepOrphans } from './retention';
