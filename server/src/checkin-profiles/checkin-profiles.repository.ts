import { eq } from 'drizzle-orm';
import type { GuestProfile, GuestType } from '@soglia/api-client';
import { type Db, apartments, rooms, checkinProfiles } from '../db';
import { hasBillingInfo, registeredGuestsCount, selectStay } from './stay.query';

export const createCheckinProfilesRepository = (db: Db) => ({
  /** The guest view of one profile (docs/api.md § Guest endpoints), or null. */
  async guestView(profileId: number): Promise<GuestProfile | null> {
    const row = await selectStay(
      db,
      {
        id: checkinProfiles.id,
        apartment_name: apartments.name,
        name: checkinProfiles.name,
        surname: checkinProfiles.surname,
        CIN: apartments.cin,
        phone: apartments.phone,
        email: apartments.email,
        address: apartments.address,
        check_in_date: checkinProfiles.checkInDate,
        check_in_time: checkinProfiles.checkInTime,
        check_out_date: checkinProfiles.checkOutDate,
        check_out_time: checkinProfiles.checkOutTime,
        guest_type: checkinProfiles.guestType,
        guest_number: checkinProfiles.guestNumber,
        registered_guests: registeredGuestsCount(),
        require_billing_info: checkinProfiles.requireBillingInfo,
        got_billing_info: hasBillingInfo(),
        require_registration_form: checkinProfiles.requireRegistrationForm,
        require_document_photo: checkinProfiles.requireDocumentPhoto,
        room_name: rooms.name,
      },
      profileId,
    );
    if (!row) return null;
    return {
      ...row,
      registered_guests: Number(row.registered_guests),
      got_billing_info: Boolean(row.got_billing_info),
      room_name: row.room_name ?? '',
    };
  },

  async setGuestType(profileId: number, guestType: GuestType): Promise<void> {
    await db.update(checkinProfiles).set({ guestType }).where(eq(checkinProfiles.id, profileId));
  },
});
