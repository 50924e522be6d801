import type { InfoType } from '@soglia/api-client';

/** The types in the order Informazioni shows their groups and the form lists them. */
export const INFO_TYPES: readonly InfoType[] = [
  'general',
  'parking_info',
  'restaurants',
  'nearby',
  'places_to_visit',
  'apartment_info',
  'room_info',
];

export function isInfoType(value: unknown): value is InfoType {
  return typeof value === 'string' && (INFO_TYPES as readonly string[]).includes(value);
}

/** The maps link field shows for every type except these (docs/product.md § The host console). */
const WITHOUT_LINK: readonly InfoType[] = ['general', 'apartment_info', 'room_info'];

export const showsLink = (type: InfoType | '') => type !== '' && !WITHOUT_LINK.includes(type);

/** A link must start with the short maps-share prefix (the server checks the same). */
export const MAPS_PREFIX = 'https://maps.app.goo.gl/';

export const isMapsLink = (link: string) => link.startsWith(MAPS_PREFIX);

export const TITLE_MAX = 255;
export const INFO_MAX = 5000;
