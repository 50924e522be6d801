import { eq } from 'drizzle-orm';
import { type Db, guestRegistrations } from '../db';
import { resolvePlaces } from './guests.places';

const BATCH = 200;

/**
 * Matches the free-text places of guests stored before the codes existed (flagged pending by
 * migration 0005) to the code tables: a place that fits exactly one entry gets its code, the
 * others stay uncoded and show in places_to_review for the owner. Idempotent; runs on start.
 * Returns how many guests it looked at.
 */
export const backfillGuestPlaceCodes = async (db: Db): Promise<number> => {
  let done = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(guestRegistrations)
      .where(eq(guestRegistrations.placeCodesPending, true))
      .limit(BATCH);
    if (rows.length === 0) return done;
    for (const row of rows) {
      const codes = resolvePlaces({
        given: {},
        merged: {
          place_of_birth: row.placeOfBirth,
          citizenship: row.citizenship,
          place_of_issue: row.placeOfIssue,
        },
        base: {},
        dateOfBirth: row.dateOfBirth,
        language: 'it',
        errors: {},
      });
      await db
        .update(guestRegistrations)
        .set({
          placeOfBirthCode: codes.place_of_birth_code,
          citizenshipCode: codes.citizenship_code,
          placeOfIssueCode: codes.place_of_issue_code,
          placeCodesPending: false,
        })
        .where(eq(guestRegistrations.id, row.id));
    }
    done += rows.length;
  }
};
