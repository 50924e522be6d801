import { z } from 'zod';
import { CALENDAR_CANCEL_REASONS, CALENDAR_LABELS } from '../db';
import { pagingQuery, text as searchText, dateField, pkField, timeField } from '../http';

export const guestTypeSchema = z.enum(['ospite singolo', 'famiglia', 'gruppo']);

export const guestProfileSchema = z.object({
  id: z.number().int(),
  apartment_name: z.string(),
  name: z.string(),
  surname: z.string(),
  CIN: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  check_in_date: z.string(),
  check_in_time: z.string(),
  check_out_date: z.string(),
  check_out_time: z.string(),
  guest_type: guestTypeSchema.nullable(),
  guest_number: z.number().int(),
  registered_guests: z.number().int(),
  require_billing_info: z.boolean(),
  got_billing_info: z.boolean(),
  require_registration_form: z.boolean(),
  require_document_photo: z.boolean(),
  room_name: z.string(),
});

export const guestProfileListResponse = z.array(guestProfileSchema);

// ---- owner side ----

export const MAX = { name: 100, surname: 100, source: 100, password: 64, guestNumber: 500 };

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The writable fields of a check-in profile
 * (docs/api.md § Check-in profiles: stays and guest credentials).
 */
export const checkinProfileFields = {
  name: text(MAX.name),
  surname: text(MAX.surname),
  source: text(MAX.source),
  guest_number: z.number().int().min(1).max(MAX.guestNumber),
  check_in_date: dateField(),
  check_out_date: dateField(),
  check_in_time: timeField(),
  check_out_time: timeField(),
  password: z.string().min(8).max(MAX.password),
  apartment: pkField(),
  room: pkField(),
  require_registration_form: z.boolean().optional(),
  require_document_photo: z.boolean().optional(),
  require_billing_info: z.boolean().optional(),
};

export const checkinProfileCreateBody = z.object(checkinProfileFields);
export const checkinProfilePatchBody = z
  .object({
    ...checkinProfileFields,
    awaiting_details: z
      .boolean()
      .describe('false: the host completed a stay made from a calendar (status becomes active)'),
  })
  .partial();
export type CheckinProfileCreateBody = z.infer<typeof checkinProfileCreateBody>;
export type CheckinProfilePatchBody = z.infer<typeof checkinProfilePatchBody>;

export const PROFILE_STATUSES = ['active', 'awaiting_details', 'cancelled'] as const;

/** The calendar event that made (or joined) a stay: what its channel wrote. */
export const calendarOriginSchema = z.object({
  event: z.number().int(),
  feed: z.number().int().nullable().describe('null once the feed was removed'),
  label: z.enum(CALENDAR_LABELS),
  uid: z.string(),
  summary: z.string(),
  description: z.string(),
  reservation_url: z.string(),
  reservation_code: z.string(),
  phone_last4: z.string(),
  cancel_reason: z.enum(CALENDAR_CANCEL_REASONS).nullable(),
});

export const ownerCheckinProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  source: z.string(),
  guest_number: z.number().int(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  username: z.string(),
  psw: z.string().describe('The guest password, decrypted for the owner'),
  apartment: z.number().int(),
  apartment_name: z.string(),
  room: z.number().int().nullable(),
  room_name: z.string(),
  require_registration_form: z.boolean(),
  require_document_photo: z.boolean(),
  require_billing_info: z.boolean(),
  status: z
    .enum(PROFILE_STATUSES)
    .describe(
      '`awaiting_details`: made from a channel calendar, names and guests to complete; ' +
        '`cancelled`: the channel cancelled it (logins revoked)',
    ),
  cancelled_at: z.string().nullable(),
  previous_check_in_date: z
    .string()
    .nullable()
    .describe("The dates before the channel's calendar last moved them"),
  previous_check_out_date: z.string().nullable(),
  dates_changed_at: z.string().nullable(),
  calendar: calendarOriginSchema
    .nullable()
    .describe("What the channel's calendar carried (null for a stay typed by the host)"),
});

export const checkinProfilesQuery = z.object({
  name: searchText(100).optional(),
  surname: searchText(100).optional(),
  check_in_date: z.string().max(10).optional(),
  // Opt-in paging of search_results (docs/api.md, "Paging").
  ...pagingQuery,
});

export const checkinProfilesResponse = z.object({
  currents: z.array(ownerCheckinProfileSchema).optional(),
  awaiting_details: z
    .array(ownerCheckinProfileSchema)
    .optional()
    .describe(
      'Without criteria: stays from channel calendars awaiting details, not ended, oldest ' +
        'check-in first (list them first; one may also be in currents)',
    ),
  search_results: z.array(ownerCheckinProfileSchema).optional(),
  next_cursor: z
    .string()
    .nullable()
    .optional()
    .describe('With `limit`: the `cursor` of the next page of search_results, null on the last'),
});

export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const profileIdParams = z.object({
  profileId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const GUEST_TYPE_REQUIRED = 'The Guest Type field is required.';

export const guestTypeBody = z.object({
  guest_type: z.enum(guestTypeSchema.options, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? GUEST_TYPE_REQUIRED
        : undefined,
  }),
});
