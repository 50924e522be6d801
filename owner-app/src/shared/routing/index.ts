export { APARTMENT_TABS, isApartmentTab, paths, readStayRange, routePatterns } from './paths';
export type { ApartmentTab, StayRange } from './paths';
