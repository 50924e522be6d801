import { z } from 'zod';
import { CALENDAR_CANCEL_REASONS, CALENDAR_EVENT_KINDS, CALENDAR_LABELS } from '../db';
import { queryId } from '../http';

export const calendarEventSchema = z.object({
  id: z.number().int(),
  feed: z.number().int().nullable(),
  label: z.enum(CALENDAR_LABELS),
  apartment: z.number().int(),
  room: z.number().int().nullable(),
  uid: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  check_in_date: z.string(),
  check_out_date: z.string(),
  summary: z.string(),
  description: z.string(),
  reservation_url: z.string(),
  reservation_code: z.string(),
  phone_last4: z.string(),
  profile: z.number().int().nullable().describe('The check-in profile it made or joined'),
  decided_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.enum(CALENDAR_CANCEL_REASONS).nullable(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
});
export const calendarEventListResponse = z.array(calendarEventSchema);

export const calendarEventsQuery = z.object({
  apartment: queryId.optional(),
  feed: queryId.optional(),
  kind: z.enum(CALENDAR_EVENT_KINDS).optional(),
});

export const decideBody = z.object({
  decision: z
    .enum(['booking', 'ignore'])
    .describe('booking: make it a stay (or join the same stay); ignore: no stay'),
});

/** Events listed at most (the earliest check-in first). */
export const EVENTS_LIMIT = 500;
