export { matchPlace, storedPlaceName } from './match';
export { placesRoutes } from './places.routes';
export { isoDateSchema } from './places.schema';
export type { placesQuery, placesResponse } from './places.schema';
export { ITALY_CODE, documentByCode, placeByCode, tables, validOn } from './tables';
export type { PlaceKind } from './tables';
