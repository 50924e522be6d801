export { PlaceField } from './PlaceField';
export type { PlaceFieldProps } from './PlaceField';
export { placeMessages } from './messages';
