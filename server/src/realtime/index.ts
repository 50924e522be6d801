export { createBus, NOTIFY_LIMIT_BYTES } from './bus';
export type { Bus, BusMessage, BusOptions } from './bus';
