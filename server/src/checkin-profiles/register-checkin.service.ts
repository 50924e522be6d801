import {
  fieldErrors,
  hasIssues,
  issue,
  notFound,
  type FieldIssues,
  invalidPkIssue,
  normalizeTime,
} from '../http';
import type { CheckinProfileCreateBody, CheckinProfilePatchBody } from './checkin-profiles.schema';
import type {
  OwnerProfilesRepository,
  ProfileRow,
  ProfileValues,
} from './owner-profiles.repository';

export const MESSAGES = {
  checkOutBeforeCheckIn: 'La data di check-out non può precedere la data di check-in.',
  checkOutTimeBeforeCheckIn: "L'orario di check-out deve essere successivo a quello di check-in.",
  roomNotInApartment: "La camera non appartiene all'appartamento scelto.",
  required: 'This field is required.',
};

interface Merged {
  apartment: number;
  room: number | null;
  checkInDate: string;
  checkOutDate: string;
  checkInTime: string;
  checkOutTime: string;
}

/** Ownership of apartment/room and the order of the dates; throws field errors. */
const checkMerged = async (
  repo: OwnerProfilesRepository,
  ownerId: number,
  m: Merged,
  checkRelations: boolean,
) => {
  const errors: FieldIssues = {};
  if (checkRelations) {
    const apartment = await repo.apartment(ownerId, m.apartment);
    if (!apartment) errors.apartment = [invalidPkIssue(m.apartment)];
    if (m.room === null) {
      errors.room = [issue('required', MESSAGES.required)];
    } else {
      const room = await repo.room(ownerId, m.room);
      if (!room) errors.room = [invalidPkIssue(m.room)];
      else if (apartment && room.apartmentId !== apartment.id) {
        errors.room = [issue('other_apartment', MESSAGES.roomNotInApartment)];
      }
    }
  }
  if (m.checkOutDate < m.checkInDate) {
    errors.check_out_date = [issue('end_before_start', MESSAGES.checkOutBeforeCheckIn)];
  } else if (m.checkOutDate === m.checkInDate && m.checkOutTime <= m.checkInTime) {
    errors.check_out_time = [issue('end_before_start', MESSAGES.checkOutTimeBeforeCheckIn)];
  }
  if (hasIssues(errors)) throw fieldErrors(errors);
};

/** Validates a POST body and inserts the profile; returns its id. */
export const registerCheckin = async (
  repo: OwnerProfilesRepository,
  ownerId: number,
  body: CheckinProfileCreateBody,
): Promise<number> => {
  const values = toValues(body) as ProfileValues;
  await checkMerged(
    repo,
    ownerId,
    {
      apartment: body.apartment,
      room: body.room,
      checkInDate: values.checkInDate,
      checkOutDate: values.checkOutDate,
      checkInTime: values.checkInTime,
      checkOutTime: values.checkOutTime,
    },
    true,
  );
  const apartment = (await repo.apartment(ownerId, body.apartment))!;
  values.requireRegistrationForm = body.require_registration_form ?? apartment.getGuestInfo;
  values.requireDocumentPhoto = body.require_document_photo ?? apartment.getDocumentPhoto;
  values.requireBillingInfo = body.require_billing_info ?? apartment.getBillingInfo;
  return (await repo.insert(ownerId, values, body.password)).id;
};

/** Validates a PATCH body against the stored profile and applies it. */
export const updateCheckin = async (
  repo: OwnerProfilesRepository,
  ownerId: number,
  id: number,
  body: CheckinProfilePatchBody,
): Promise<void> => {
  const current: ProfileRow | null = await repo.findRow(ownerId, id);
  if (!current) throw notFound();
  const values = toValues(body);
  await checkMerged(
    repo,
    ownerId,
    {
      apartment: values.apartmentId ?? current.apartmentId,
      room: values.roomId !== undefined ? values.roomId : current.roomId,
      checkInDate: values.checkInDate ?? current.checkInDate,
      checkOutDate: values.checkOutDate ?? current.checkOutDate,
      checkInTime: values.checkInTime ?? current.checkInTime,
      checkOutTime: values.checkOutTime ?? current.checkOutTime,
    },
    body.apartment !== undefined || body.room !== undefined,
  );
  await repo.update(ownerId, id, values, body.password);
};

const toValues = (body: CheckinProfilePatchBody): Partial<ProfileValues> => {
  const out: Partial<ProfileValues> = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.surname !== undefined) out.surname = body.surname;
  if (body.source !== undefined) out.source = body.source;
  if (body.guest_number !== undefined) out.guestNumber = body.guest_number;
  if (body.check_in_date !== undefined) out.checkInDate = body.check_in_date;
  if (body.check_out_date !== undefined) out.checkOutDate = body.check_out_date;
  if (body.check_in_time !== undefined) out.checkInTime = normalizeTime(body.check_in_time)!;
  if (body.check_out_time !== undefined) out.checkOutTime = normalizeTime(body.check_out_time)!;
  if (body.apartment !== undefined) out.apartmentId = body.apartment;
  if (body.room !== undefined) out.roomId = body.room;
  if (body.require_registration_form !== undefined) {
    out.requireRegistrationForm = body.require_registration_form;
  }
  if (body.require_document_photo !== undefined) {
    out.requireDocumentPhoto = body.require_document_photo;
  }
  if (body.require_billing_info !== undefined) out.requireBillingInfo = body.require_billing_info;
  if ('awaiting_details' in body && body.awaiting_details !== undefined) {
    out.awaitingDetails = body.awaiting_details;
  }
  return out;
};
