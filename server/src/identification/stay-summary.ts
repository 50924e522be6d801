import { guestPhotoPath } from '../guests';
import type { IdentificationRepository } from './identification.repository';

/**
 * What the host sees of a stay while identifying it: who is registered, their documents
 * (photos through the authenticated media route) and each one's outcome so far.
 */
export const staySummary = async (
  repo: IdentificationRepository,
  ownerId: number,
  profileId: number,
) => {
  const stay = await repo.stay(ownerId, profileId);
  if (!stay) return null;
  const guests = await repo.guests(profileId);
  return {
    profile_id: stay.id,
    name: stay.name,
    surname: stay.surname,
    apartment_name: stay.apartmentName,
    room_name: stay.roomName,
    check_in_date: stay.checkInDate,
    check_out_date: stay.checkOutDate,
    guest_number: stay.guestNumber,
    identified_at: stay.identifiedAt?.toISOString() ?? null,
    identified_by: stay.identifiedBy,
    method: stay.method,
    guests: guests.map((g) => ({
      id: g.id,
      first_name: g.firstName,
      last_name: g.lastName,
      date_of_birth: g.dateOfBirth,
      document_type: g.documentType,
      document_number: g.documentNumber,
      document_photo: g.documentPhoto ? guestPhotoPath(g.id, 'front') : null,
      document_photo_back: g.documentPhotoBack ? guestPhotoPath(g.id, 'back') : null,
      identification_status: g.status,
      identified_at: g.identifiedAt?.toISOString() ?? null,
    })),
  };
};

export type StaySummary = NonNullable<Awaited<ReturnType<typeof staySummary>>>;
