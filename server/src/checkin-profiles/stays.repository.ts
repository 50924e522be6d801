import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { BillingInfo, GuestRegistration, Stay } from '@soglia/api-client';
import { apartments } from '../apartments/apartments.table';
import { billingColumns } from '../billing/billing.serializer';
import { billingInfo } from '../billing/billing.table';
import type { Db } from '../db/client';
import { toGuestRegistration } from '../guests/guests.serializer';
import { guestRegistrations } from '../guests/guests.table';
import { checkinProfiles } from './checkin-profiles.table';

/**
 * The owner's stays overlapping [start, end] (both inclusive), with their guests and billing
 * rows: three queries in all, whatever the number of stays (guests and billing by profile
 * id, through their indexes).
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

  const profiles = await db
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
    );
  if (profiles.length === 0) return [];
  // By id through the profile indexes: no join over every guest of the owner.
  // One array parameter (not one per id), so a long range stays within the parameter limit.
  const ids = `{${profiles.map((p) => p.id).join(',')}}`;
  const [guests, billing] = await Promise.all([
    db
      .select({ guest: guestRegistrations })
      .from(guestRegistrations)
      .where(sql`${guestRegistrations.checkinProfileId} = any(${ids}::int[])`)
      .orderBy(asc(guestRegistrations.id)),
    db
      .select(billingColumns)
      .from(billingInfo)
      .where(sql`${billingInfo.checkinProfileId} = any(${ids}::int[])`)
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
