import { z } from 'zod';
import { CALENDAR_LABELS, CALENDAR_SYNC_ERRORS } from '../db';
import { pk, queryId, requiredText } from '../http';

export const calendarFeedSchema = z.object({
  id: z.number().int(),
  apartment: z.number().int(),
  room: z.number().int().nullable().describe("null: the whole apartment's feed"),
  label: z.enum(CALENDAR_LABELS),
  url: z.string().describe('Only ever answered to its host'),
  next_sync_at: z.string(),
  last_sync_at: z.string().nullable(),
  last_result: z.enum(['ok', 'error']).nullable(),
  last_error_code: z.enum(CALENDAR_SYNC_ERRORS).nullable(),
  last_error_message: z.string().nullable().describe('Italian, to show as it is'),
  bookings_found: z.number().int(),
  blocked_found: z.number().int(),
  to_decide_found: z.number().int(),
  created_at: z.string(),
});
export const calendarFeedListResponse = z.array(calendarFeedSchema);

export const calendarFeedInput = z.object({
  apartment: pk,
  room: pk.nullable().optional().describe('A room of the apartment; null or omitted: all of it'),
  label: z.enum(CALENDAR_LABELS),
  url: requiredText(2000).describe("https, on a channel's calendar host (docs/api.md)"),
});
export type CalendarFeedInputBody = z.infer<typeof calendarFeedInput>;

export const calendarFeedsQuery = z.object({ apartment: queryId.optional() });
