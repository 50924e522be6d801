export { TimeInput } from './TimeInput';
export type { TimeInputProps } from './TimeInput';
