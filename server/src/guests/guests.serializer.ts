import type { GuestRegistration } from '@soglia/api-client';
import { placesToReview } from './guests.places';
import type { GuestValues } from './guests.rules';
import type { guestRegistrations } from '../db';

export type GuestRow = typeof guestRegistrations.$inferSelect;

/** The authenticated path that serves a guest's document photo (see guest-photos.routes.ts). */
export const guestPhotoPath = (guestId: number, side: 'front' | 'back'): string =>
  `/api/media/guests/${guestId}/${side}/`;

/** The checked fields of a stored guest (the base a partial update is merged onto). */
export const toValues = (row: GuestRow): GuestValues => ({
  first_name: row.firstName,
  last_name: row.lastName,
  date_of_birth: row.dateOfBirth,
  citizenship: row.citizenship,
  place_of_birth: row.placeOfBirth,
  gender: row.gender,
  document_type: row.documentType,
  document_number: row.documentNumber,
  place_of_issue: row.placeOfIssue,
  place_of_birth_code: row.placeOfBirthCode,
  citizenship_code: row.citizenshipCode,
  place_of_issue_code: row.placeOfIssueCode,
});

/** Wire shape of a guest; also used for the `guests` list of owner-checkin-details. */
export const toGuestRegistration = (row: GuestRow): GuestRegistration => ({
  id: row.id,
  checkin_profile: row.checkinProfileId,
  ...toValues(row),
  places_to_review: placesToReview(toValues(row)),
  document_photo: row.documentPhoto ? guestPhotoPath(row.id, 'front') : null,
  document_photo_back: row.documentPhotoBack ? guestPhotoPath(row.id, 'back') : null,
  identification_status: row.identificationStatus ?? null,
  identified_at: row.identifiedAt?.toISOString() ?? null,
});
