export { DoorsPanel } from './DoorsPanel';
export type { DoorsPanelProps } from './DoorsPanel';
export { OPENED_MS } from './ShellyOpener';
