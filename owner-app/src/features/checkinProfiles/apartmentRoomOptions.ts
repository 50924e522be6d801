import type { Apartment, Room } from '@soglia/api-client';
import type { RequestStatus } from '../../shared/requests';

/**
 * The apartments and rooms the check-in form chooses from. They belong to other features, so the
 * screen that shows Accessi reads them and passes them down.
 */
export interface ApartmentRoomOptions {
  apartments: readonly Apartment[];
  apartmentsStatus: RequestStatus;
  onRetryApartments: () => void;
  /** The rooms the screen knows; the form shows those of its chosen apartment. */
  rooms: readonly Room[];
  /** Loading state of the rooms of the apartment last given to onApartmentChange. */
  roomsStatus: RequestStatus;
  /** The form's apartment changed (null: none chosen): load its rooms. Keep it stable. */
  onApartmentChange: (apartmentId: number | null) => void;
}
