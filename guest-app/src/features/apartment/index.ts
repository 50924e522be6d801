export { ApartmentSection } from './ApartmentSection';
