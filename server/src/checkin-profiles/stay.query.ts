import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import {
  type Db,
  apartments,
  billingInfo,
  guestRegistrations,
  rooms,
  checkinProfiles,
} from '../db';

/** How many guests are registered on the selected profile (a string or bigint on some drivers). */
export const registeredGuestsCount = () =>
  sql<number>`(select count(*) from ${guestRegistrations} where ${guestRegistrations.checkinProfileId} = ${checkinProfiles.id})`;

/** Whether the selected profile has billing info. */
export const hasBillingInfo = () =>
  sql<boolean>`exists(select 1 from ${billingInfo} where ${billingInfo.checkinProfileId} = ${checkinProfiles.id})`;

type StayRow<T extends SelectedFields> = SelectResult<
  T,
  'partial',
  { checkin_profiles: 'not-null'; apartments: 'not-null'; rooms: 'nullable' }
>;

/** `fields` of one profile, joined to its apartment and (when it has one) its room; or null. */
export const selectStay = async <T extends SelectedFields>(
  db: Db,
  fields: T,
  profileId: number,
): Promise<StayRow<T> | null> => {
  // Widened for the builder (drizzle cannot chain joins on a generic selection), typed again below.
  const [row] = await db
    .select(fields as SelectedFields)
    .from(checkinProfiles)
    .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
    .leftJoin(rooms, eq(rooms.id, checkinProfiles.roomId))
    .where(eq(checkinProfiles.id, profileId));
  return (row as StayRow<T> | undefined) ?? null;
};
