import crypto from 'node:crypto';
import ICAL from 'ical.js';
import { addDays, isValidTimeZone, localDate, zonedInstant } from '../lib';

/** One stay-shaped event of a feed (one occurrence of a recurring one). */
export interface FeedEvent {
  /** The event's UID; an occurrence of a recurring event adds `#<its recurrence id>`. */
  uid: string;
  /** Dates in the apartment's time zone; check-out is the day the guest leaves. */
  checkInDate: string;
  checkOutDate: string;
  summary: string;
  description: string;
  cancelled: boolean;
}

export type FeedParse = { ok: true; events: FeedEvent[] } | { ok: false };

/** Occurrences of recurring events are read this far ahead of `today`. */
export const RECURRENCE_HORIZON_DAYS = 550;
/** At most this many occurrences of all recurring events of one feed are kept… */
const MAX_OCCURRENCES = 1000;
/** …and at most this many are stepped through per series (one starting long ago, daily). */
const MAX_STEPS = 20_000;
const MAX_SUMMARY = 500;
const MAX_DESCRIPTION = 5000;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The date a feed's time falls on in the apartment's zone: a DATE as it is; a UTC time, or one
 * with an IANA TZID, converted; a floating time (or an unknown TZID) read as the apartment's.
 */
const dateIn = (time: Time, tzid: string | null, timeZone: string): string => {
  const date = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return date;
  const clock = `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
  if (time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC') {
    return localDate(new Date(`${date}T${clock}Z`), timeZone);
  }
  if (tzid && isValidTimeZone(tzid)) return localDate(zonedInstant(date, clock, tzid), timeZone);
  return date;
};

const text = (component: Component, name: string, max: number): string => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

const tzidOf = (component: Component, name: string): string | null => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

const isCancelled = (component: Component) =>
  text(component, 'status', 50).toUpperCase() === 'CANCELLED';

/** A UID for an event without one: the same event keeps the same one while it does not change. */
const syntheticUid = (component: Component): string =>
  `nouid-${crypto.createHash('sha256').update(component.toString()).digest('hex').slice(0, 24)}`;

interface Span {
  start: Time;
  end: Time | null;
}

const toEvent = (
  uid: string,
  span: Span,
  source: Component,
  master: Component,
  timeZone: string,
): FeedEvent | null => {
  const checkInDate = dateIn(span.start, tzidOf(master, 'dtstart'), timeZone);
  let checkOutDate = span.end
    ? dateIn(span.end, tzidOf(master, 'dtend') ?? tzidOf(master, 'dtstart'), timeZone)
    : checkInDate;
  if (checkOutDate < checkInDate) return null;
  // An all-day event without an end lasts its one day (RFC 5545 § 3.6.1); a timed one within a
  // day takes that day's night.
  if (checkOutDate === checkInDate) checkOutDate = addDays(checkInDate, 1);
  return {
    uid,
    checkInDate,
    checkOutDate,
    summary: text(source, 'summary', MAX_SUMMARY),
    description: text(source, 'description', MAX_DESCRIPTION),
    cancelled: isCancelled(source),
  };
};

const calendarsOf = (jcal: unknown): Component[] => {
  const list = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal : [jcal];
  return list
    .map((item) => new ICAL.Component(item as unknown[]))
    .filter((component) => component.name === 'vcalendar');
};

/**
 * The events of an iCalendar text (RFC 5545: folded lines, escaped texts, DATE and DATE-TIME
 * values, TZID, DURATION, STATUS, RRULE/RDATE/EXDATE with overridden occurrences), with dates in
 * `timeZone`. Recurring events are expanded from `today` up to RECURRENCE_HORIZON_DAYS ahead.
 * Not a VCALENDAR, or text ical.js cannot parse: `{ ok: false }`.
 */
export const parseFeed = (body: string, timeZone: string, today: string): FeedParse => {
  let calendars: Component[];
  try {
    calendars = calendarsOf(ICAL.parse(body.replace(/^\uFEFF/, '')));
  } catch {
    return { ok: false };
  }
  if (calendars.length === 0) return { ok: false };
  const vevents = calendars.flatMap((c) => c.getAllSubcomponents('vevent'));
  const byUid = new Map<string, { master: Component | null; exceptions: Component[] }>();
  for (const vevent of vevents) {
    const uid = text(vevent, 'uid', 500) || syntheticUid(vevent);
    const entry = byUid.get(uid) ?? { master: null, exceptions: [] };
    if (vevent.hasProperty('recurrence-id')) entry.exceptions.push(vevent);
    else entry.master = vevent;
    byUid.set(uid, entry);
  }

  const horizon = addDays(today, RECURRENCE_HORIZON_DAYS);
  const events: FeedEvent[] = [];
  let occurrences = 0;
  for (const [uid, { master, exceptions }] of byUid) {
    // Overridden occurrences without their series are read as events of their own.
    if (!master) {
      for (const lone of exceptions) {
        const event = new ICAL.Event(lone);
        if (!event.startDate) continue;
        const id = `${uid}#${lone.getFirstPropertyValue('recurrence-id')?.toString()}`;
        const one = toEvent(
          id,
          { start: event.startDate, end: event.endDate },
          lone,
          lone,
          timeZone,
        );
        if (one) events.push(one);
      }
      continue;
    }
    const event = new ICAL.Event(master, { strictExceptions: false, exceptions });
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      const one = toEvent(
        uid,
        { start: event.startDate, end: event.endDate },
        master,
        master,
        timeZone,
      );
      if (one) events.push(one);
      continue;
    }
    const iterator = event.iterator();
    let steps = 0;
    for (
      let next = iterator.next();
      next && occurrences < MAX_OCCURRENCES && steps < MAX_STEPS;
      next = iterator.next(), steps += 1
    ) {
      const details = event.getOccurrenceDetails(next);
      const occurrence = toEvent(
        `${uid}#${details.recurrenceId.toString()}`,
        { start: details.startDate, end: details.endDate },
        details.item.component,
        master,
        timeZone,
      );
      if (!occurrence) continue;
      if (occurrence.checkInDate > horizon) break;
      if (occurrence.checkOutDate < today) continue;
      occurrences += 1;
      events.push(occurrence);
    }
  }
  return { ok: true, events };
};
