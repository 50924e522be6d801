import { and, count, eq } from 'drizzle-orm';
import { apartments, checkinProfiles, type Db, guestRegistrations } from '../db';
import type { GuestValues } from './guests.rules';

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
  /**
   * The stored names of a guest's document photos, when the caller may see them: the owner of the
   * stay, or the stay's own guest login. Null for anyone else (answered 404, like a missing guest).
   */
  async findPhotoNames(guestId: number, scope: { ownerId: number } | { profileId: number }) {
    const [row] = await db
      .select({
        front: guestRegistrations.documentPhoto,
        back: guestRegistrations.documentPhotoBack,
      })
      .from(guestRegistrations)
      .innerJoin(checkinProfiles, eq(checkinProfiles.id, guestRegistrations.checkinProfileId))
      .where(
        and(
          eq(guestRegistrations.id, guestId),
          'ownerId' in scope
            ? eq(checkinProfiles.ownerId, scope.ownerId)
            : eq(checkinProfiles.id, scope.profileId),
        ),
      );
    return row ?? null;
  },
});
