import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { BillingInfo, GuestRegistration, Stay } from '@soglia/api-client';
import { apartments, billingInfo, type Db, guestRegistrations, checkinProfiles } from '../db';
import { billingColumns } from '../billing';
import type { StayKey } from '../http';
import { toGuestRegistration } from '../guests';
import { statusOf } from './owner-profiles.repository';

const profileColumns = {
  id: checkinProfiles.id,
  apartment_name: apartments.name,
  identification_required: apartments.identificationRequired,
  name: checkinProfiles.name,
  surname: checkinProfiles.surname,
  check_in_date: checkinProfiles.checkInDate,
  check_out_date: checkinProfiles.checkOutDate,
  check_in_time: checkinProfiles.checkInTime,
  guest_type: checkinProfiles.guestType,
  guest_number: checkinProfiles.guestNumber,
  require_registration_form: checkinProfiles.requireRegistrationForm,
  require_document_photo: checkinProfiles.requireDocumentPhoto,
  identified_at: checkinProfiles.identifiedAt,
  identification_method: checkinProfiles.identificationMethod,
  awaitingDetails: checkinProfiles.awaitingDetails,
  cancelledAt: checkinProfiles.cancelledAt,
};

const stayColumns = {
  id: checkinProfiles.id,
  apartmentId: checkinProfiles.apartmentId,
  name: checkinProfiles.name,
  surname: checkinProfiles.surname,
  check_in_date: checkinProfiles.checkInDate,
  check_out_date: checkinProfiles.checkOutDate,
  check_in_time: checkinProfiles.checkInTime,
  guest_type: checkinProfiles.guestType,
  guest_number: checkinProfiles.guestNumber,
  require_registration_form: checkinProfiles.requireRegistrationForm,
  require_document_photo: checkinProfiles.requireDocumentPhoto,
  identified_at: checkinProfiles.identifiedAt,
  identification_method: checkinProfiles.identificationMethod,
  awaitingDetails: checkinProfiles.awaitingDetails,
  cancelledAt: checkinProfiles.cancelledAt,
};

export interface StaysRange {
  start: string;
  end: string;
  /** Paging (opt-in): stays strictly after this key in check-in order. */
  after?: StayKey;
  /** At most this many stays (no bound without it). */
  limit?: number;
}

export type StayWithKey = Stay & { check_in_time: string };

/**
 * The owner's stays overlapping [start, end] (both inclusive), with their guests and billing
 * rows: three prepared queries in all, whatever the number of stays (guests and billing by
 * profile id, through their indexes). The range condition is also written as a daterange
 * overlap, which the GiST index of migration 0005 answers without reading the owner's other
 * stays.
 */
export const createStaysRepository = (db: Db) => {
  const place = sql.placeholder;
  const buildProfiles = () => {
    // The matching stays first, in a subquery the planner keeps apart (OFFSET): it finds them
    // through the range index, then sorts those few. Otherwise, with a LIMIT, it prefers walking
    // the owner's stays in date order from the oldest, which at 100k stays reads most of them.
    const hits = db
      .select(stayColumns)
      .from(checkinProfiles)
      .where(
        and(
          eq(checkinProfiles.ownerId, place('ownerId')),
          lte(checkinProfiles.checkInDate, place('end')),
          gte(checkinProfiles.checkOutDate, place('start')),
          sql`daterange(least(${checkinProfiles.checkInDate}, ${checkinProfiles.checkOutDate}), greatest(${checkinProfiles.checkInDate}, ${checkinProfiles.checkOutDate}), '[]') && daterange(${place('start')}::date, ${place('end')}::date, '[]')`,
        ),
      )
      .offset(place('fence'))
      .as('hits');
    return (
      db
        .select({
          id: hits.id,
          apartment_name: apartments.name,
          name: hits.name,
          surname: hits.surname,
          check_in_date: hits.check_in_date,
          check_out_date: hits.check_out_date,
          check_in_time: hits.check_in_time,
          guest_type: hits.guest_type,
          guest_number: hits.guest_number,
          require_registration_form: hits.require_registration_form,
          require_document_photo: hits.require_document_photo,
          identification_required: apartments.identificationRequired,
          identified_at: hits.identified_at,
          identification_method: hits.identification_method,
          awaitingDetails: hits.awaitingDetails,
          cancelledAt: hits.cancelledAt,
        })
        .from(hits)
        .innerJoin(apartments, eq(apartments.id, hits.apartmentId))
        .orderBy(asc(hits.check_in_date), asc(hits.check_in_time), asc(hits.id))
        .limit(place('limit'))
        // Unnamed: each run is planned for its own dates (a day and a year differ).
        .prepare('')
    );
  };
  const profiles = buildProfiles();

  /**
   * Pages: the stays in progress on `start` (found through the range index) come first in
   * check-in order, then those starting within the range, read from the owner's date index at the
   * page's own date: a page costs about `limit` rows, however deep and however much data.
   */
  const key = sql`(${checkinProfiles.checkInDate}, ${checkinProfiles.checkInTime}, ${checkinProfiles.id})`;
  const afterCursor = sql`${key} > (${place('afterDate')}::date, ${place('afterTime')}::time, ${place('afterId')}::int)`;
  const buildPart = (part: 'started' | 'starting', after: boolean) =>
    db
      .select(profileColumns)
      .from(checkinProfiles)
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .where(
        and(
          eq(checkinProfiles.ownerId, place('ownerId')),
          gte(checkinProfiles.checkOutDate, place('start')),
          part === 'started'
            ? and(
                lt(checkinProfiles.checkInDate, place('start')),
                sql`daterange(least(${checkinProfiles.checkInDate}, ${checkinProfiles.checkOutDate}), greatest(${checkinProfiles.checkInDate}, ${checkinProfiles.checkOutDate}), '[]') && daterange(${place('start')}::date, ${place('start')}::date, '[]')`,
              )
            : and(
                gte(checkinProfiles.checkInDate, place('from')),
                lte(checkinProfiles.checkInDate, place('end')),
              ),
          after ? afterCursor : undefined,
        ),
      )
      .orderBy(
        asc(checkinProfiles.checkInDate),
        asc(checkinProfiles.checkInTime),
        asc(checkinProfiles.id),
      )
      .limit(place('limit'))
      .prepare('');
  const parts = {
    started: buildPart('started', false),
    startedAfter: buildPart('started', true),
    starting: buildPart('starting', false),
    startingAfter: buildPart('starting', true),
  };

  const pageOfProfiles = async (ownerId: number, range: StaysRange, limit: number) => {
    const { start, end, after } = range;
    const cursor = {
      afterDate: after?.date,
      afterTime: after?.time,
      afterId: after?.id,
    };
    const rows = [];
    if (!after || after.date < start) {
      const started = after ? parts.startedAfter : parts.started;
      rows.push(...(await started.execute({ ownerId, start, limit, ...cursor })));
      if (rows.length >= limit) return rows;
    }
    const resume = after && after.date >= start;
    const starting = resume ? parts.startingAfter : parts.starting;
    rows.push(
      ...(await starting.execute({
        ownerId,
        start,
        end,
        from: resume ? after.date : start,
        limit: limit - rows.length,
        ...(resume ? cursor : {}),
      })),
    );
    return rows;
  };
  // One array parameter (not one per id), so a long range stays within the parameter limit.
  const guestsOf = db
    .select({ guest: guestRegistrations })
    .from(guestRegistrations)
    .where(sql`${guestRegistrations.checkinProfileId} = any(${place('ids')}::int[])`)
    .orderBy(asc(guestRegistrations.id))
    .prepare('stays_guests');
  const billingOf = db
    .select(billingColumns)
    .from(billingInfo)
    .where(sql`${billingInfo.checkinProfileId} = any(${place('ids')}::int[])`)
    .orderBy(asc(billingInfo.id))
    .prepare('stays_billing');

  return {
    async overlapping(ownerId: number, range: StaysRange): Promise<StayWithKey[]> {
      const rows =
        range.limit === undefined
          ? await profiles.execute({
              ownerId,
              start: range.start,
              end: range.end,
              // PostgreSQL reads LIMIT NULL as no limit.
              limit: null,
              fence: 0,
            })
          : await pageOfProfiles(ownerId, range, range.limit);
      if (rows.length === 0) return [];
      const ids = `{${rows.map((p) => p.id).join(',')}}`;
      const [guests, billing] = await Promise.all([
        guestsOf.execute({ ids }),
        billingOf.execute({ ids }),
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

      return rows.map(({ awaitingDetails, cancelledAt, ...p }) => {
        const stayGuests = guestsBy.get(p.id) ?? [];
        const stayBilling = billingBy.get(p.id) ?? [];
        return {
          ...p,
          status: statusOf({ awaitingDetails, cancelledAt }),
          identified_at: p.identified_at?.toISOString() ?? null,
          registered_guests: stayGuests.length,
          got_billing_info: stayBilling.length > 0,
          guests: stayGuests,
          billing_info: stayBilling,
        };
      });
    },
  };
};
