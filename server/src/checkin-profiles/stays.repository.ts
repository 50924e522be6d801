import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { BillingInfo, GuestRegistration, Stay } from '@soglia/api-client';
import { apartments } from '../apartments/apartments.table';
import { billingColumns } from '../billing/billing.mapper';
import { billingInfo } from '../billing/billing.table';
import type { Db } from '../db/client';
import { toGuestRegistration } from '../guests/guests.serializer';
import { guestRegistrations } from '../guests/guests.table';
import { checkinProfiles } from './checkin-profiles.table';

/**
 * The owner's stays overlapping [start, end] (both inclusive), with their guests and billing
 * rows: three queries in all, whatever the number of stays.
 */
export const findStaysOverlapping = async (
  db: Db,
  ownerId: number,
  start: string,
  end: string,
): Promise<Stay[]> => {
  const overlap: SQL = and(
    eq(checkinProfiles.ownerId, ownerId),
    lte(checkinProfiles.checkInDate, end),
    gte(checkinProfiles.checkOutDate, start),
  )!;

  const [profiles, guests, billing] = await Promise.all([
    db
      .select({
        id: checkinProfiles.id,
        apartment_name: apartments.name,
        name: checkinProfiles.name,
        surname: checkinProfiles.surname,
        check_in_date: checkinProfiles.checkInDate,
        check_out_date: checkinProfiles.checkOutDate,
        guest_type: checkinProfiles.guestType,
        guest_number: checkinProfiles.guestNumber,
        require_registration_form: checkinProfiles.requireRegistrationForm,
        require_document_photo: checkinProfiles.requireDocumentPhoto,
      })
      .from(checkinProfiles)
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .where(overlap)
      .orderBy(
        asc(checkinProfiles.checkInDate),
        asc(checkinProfiles.checkInTime),
        asc(checkinProfiles.id),
      ),
    db
      .select({ guest: guestRegistrations })
      .from(guestRegistrations)
      .innerJoin(checkinProfiles, eq(checkinProfiles.id, guestRegistrations.checkinProfileId))
      .where(overlap)
      .orderBy(asc(guestRegistrations.id)),
    db
      .select(billingColumns)
      .from(billingInfo)
      .innerJoin(checkinProfiles, eq(checkinProfiles.id, billingInfo.checkinProfileId))
      .where(overlap)
      .orderBy(asc(billingInfo.id)),
  ]);

  const guestsBy = new Map<number, GuestRegistration[]>();
  for (const { guest } of guests) {
    const list = guestsBy.get(guest.checkinProfileId) ?? [];
    list.push(toGuestRegistration(guest));
    guestsBy.set(guest.checkinProfileId, list);
  }
  const billingBy = new Map<number, BillingInfo[]>();
  for (const b of billing) {
    const list = billingBy.get(b.checkin_profile) ?? [];
    list.push(b);
    billingBy.set(b.checkin_profile, list);
  }

  return profiles.map((p) => {
    const stayGuests = guestsBy.get(p.id) ?? [];
    const stayBilling = billingBy.get(p.id) ?? [];
    return {
      ...p,
      registered_guests: stayGuests.length,
      got_billing_info: stayBilling.length > 0,
      guests: stayGuests,
      billing_info: stayBilling,
    };
  });
};
