import { and, asc, eq, sql } from 'drizzle-orm';
import { apartments, checkinProfiles, type Db, guestRegistrations } from '../db';
import type { RecordGuest, RecordStay } from './records';

export interface DayStay extends RecordStay {
  apartment_id: number;
  apartment_name: string;
  name: string;
  surname: string;
  time_zone: string;
}

export const createDayRepository = (db: Db) => ({
  /** The owner's stays arriving on `date` (one apartment, or all), with their guests in order. */
  async arrivals(ownerId: number, date: string, apartmentId?: number): Promise<DayStay[]> {
    const profiles = await db
      .select({
        id: checkinProfiles.id,
        apartment_id: apartments.id,
        apartment_name: apartments.name,
        time_zone: apartments.timeZone,
        name: checkinProfiles.name,
        surname: checkinProfiles.surname,
        check_in_date: checkinProfiles.checkInDate,
        check_out_date: checkinProfiles.checkOutDate,
        guest_type: checkinProfiles.guestType,
      })
      .from(checkinProfiles)
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .where(
        and(
          eq(checkinProfiles.ownerId, ownerId),
          eq(checkinProfiles.checkInDate, date),
          apartmentId === undefined ? undefined : eq(apartments.id, apartmentId),
        ),
      )
      .orderBy(asc(checkinProfiles.checkInTime), asc(checkinProfiles.id));
    if (profiles.length === 0) return [];
    const ids = `{${profiles.map((p) => p.id).join(',')}}`;
    const guests = await db
      .select()
      .from(guestRegistrations)
      .where(sql`${guestRegistrations.checkinProfileId} = any(${ids}::int[])`)
      .orderBy(asc(guestRegistrations.id));
    const byProfile = new Map<number, RecordGuest[]>();
    for (const g of guests) {
      const list = byProfile.get(g.checkinProfileId) ?? [];
      list.push({
        id: g.id,
        first_name: g.firstName,
        last_name: g.lastName,
        gender: g.gender,
        date_of_birth: g.dateOfBirth,
        place_of_birth_code: g.placeOfBirthCode,
        citizenship_code: g.citizenshipCode,
        document_type: g.documentType,
        document_number: g.documentNumber,
        place_of_issue_code: g.placeOfIssueCode,
      });
      byProfile.set(g.checkinProfileId, list);
    }
    return profiles.map((p) => ({ ...p, guests: byProfile.get(p.id) ?? [] }));
  },
});
