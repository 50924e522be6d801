import { eq } from 'drizzle-orm';
import type { GuestProfile, GuestType } from '@soglia/api-client';
import type { Db } from '../db/client';
import type { Cipher } from '../security/crypto';
import { hashPassword } from '../security/passwords';
import { apartments } from '../apartments/apartments.table';
import { rooms } from '../rooms/rooms.table';
import { checkinProfiles } from './checkin-profiles.table';
import { hasBillingInfo, registeredGuestsCount, selectStay } from './stay.query';

export type NewCheckinProfile = Omit<
  typeof checkinProfiles.$inferInsert,
  'id' | 'passwordEncrypted' | 'passwordHash' | 'createdAt'
> & { password: string };

export const createCheckinProfilesRepository = (db: Db) => ({
  /** Inserts a profile; the password is stored encrypted (for the owner) and hashed (for login). */
  async create(input: NewCheckinProfile, cipher: Cipher) {
    const { password, ...rest } = input;
    const [row] = await db
      .insert(checkinProfiles)
      .values({
        ...rest,
        username: rest.username.toLowerCase(),
        passwordEncrypted: cipher.encrypt(password),
        passwordHash: await hashPassword(password),
      })
      .returning();
    return row;
  },

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
