export { LookupField } from './LookupField';
export type { LookupFieldProps, LookupValue } from './LookupField';
