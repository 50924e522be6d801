export {
  ALLOGGIATI_TABS,
  APARTMENT_TABS,
  isAlloggiatiTab,
  isApartmentTab,
  paths,
  readStayRange,
  routePatterns,
} from './paths';
export type { AlloggiatiTab, ApartmentTab, StayRange } from './paths';
