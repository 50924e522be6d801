export { stayIdentificationChanged } from './events';
export type { StayIdentificationChange } from './events';
