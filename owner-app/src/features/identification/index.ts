export { CallCenter } from './CallCenter';
export type { CallCenterProps } from './CallCenter';
export { identificationSlice } from './identificationSlice';
export type { IdentificationState } from './identificationSlice';
