import { ApartmentList } from '../features/apartments';

/**
 * Strutture, the console's home: the apartment list. The create button and the device-status
 * button (from the doors feature) join it here.
 */
export function ApartmentsScreen() {
  return <ApartmentList />;
}
