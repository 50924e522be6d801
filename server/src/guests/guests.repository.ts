import { and, count, eq } from 'drizzle-orm';
import { apartments } from '../apartments/apartments.table';
import { checkinProfiles } from '../checkin-profiles/checkin-profiles.table';
import type { Db } from '../db/client';
import type { GuestValues } from './guests.rules';
import { guestRegistrations } from './guests.table';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export interface ProfileForGuests {
  id: number;
  ownerId: number;
  guestNumber: number;
  requireRegistrationForm: boolean;
  requireDocumentPhoto: boolean;
  timeZone: string;
}

const profileColumns = {
  id: checkinProfiles.id,
  ownerId: checkinProfiles.ownerId,
  guestNumber: checkinProfiles.guestNumber,
  requireRegistrationForm: checkinProfiles.requireRegistrationForm,
  requireDocumentPhoto: checkinProfiles.requireDocumentPhoto,
  timeZone: apartments.timeZone,
};

export const toRowValues = (v: GuestValues) => ({
  firstName: v.first_name,
  lastName: v.last_name,
  dateOfBirth: v.date_of_birth,
  citizenship: v.citizenship,
  placeOfBirth: v.place_of_birth,
  gender: v.gender,
  documentType: v.document_type,
  documentNumber: v.document_number,
  placeOfIssue: v.place_of_issue,
  placeOfBirthCode: v.place_of_birth_code,
  citizenshipCode: v.citizenship_code,
  placeOfIssueCode: v.place_of_issue_code,
  placeCodesPending: false,
});

export const createGuestsRepository = (db: Db) => ({
  /** A profile, only when it belongs to the owner. */
  async findProfile(profileId: number, ownerId: number): Promise<ProfileForGuests | null> {
    const [row] = await db
      .select(profileColumns)
      .from(checkinProfiles)
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .where(and(eq(checkinProfiles.id, profileId), eq(checkinProfiles.ownerId, ownerId)));
    return row ?? null;
  },

  /** A guest with its profile, only when the profile belongs to the owner. */
  async findOwned(guestId: number, ownerId: number) {
    const [row] = await db
      .select({ guest: guestRegistrations, timeZone: apartments.timeZone })
      .from(guestRegistrations)
      .innerJoin(checkinProfiles, eq(checkinProfiles.id, guestRegistrations.checkinProfileId))
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .where(and(eq(guestRegistrations.id, guestId), eq(checkinProfiles.ownerId, ownerId)));
    return row ?? null;
  },

  async countGuests(profileId: number): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(guestRegistrations)
      .where(eq(guestRegistrations.checkinProfileId, profileId));
    return Number(n);
  },

  /** Locks the profile row for the rest of the transaction; answers its guest count. */
  async lockProfileAndCount(tx: Runner, profileId: number): Promise<number | null> {
    const [profile] = await tx
      .select({ id: checkinProfiles.id })
      .from(checkinProfiles)
      .where(eq(checkinProfiles.id, profileId))
      .for('update');
    if (!profile) return null;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(guestRegistrations)
      .where(eq(guestRegistrations.checkinProfileId, profileId));
    return Number(n);
  },
});
