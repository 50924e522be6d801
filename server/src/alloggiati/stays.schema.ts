import { z } from 'zod';
import type {
  AlloggiatiActionResult,
  AlloggiatiApartmentSettings,
  AlloggiatiReceipt,
  AlloggiatiSettings,
  AlloggiatiStaysQuery,
  AlloggiatiStayStatus,
} from '@soglia/api-client';
import { dateField } from '../http';
import { accountSchema } from './account.schema';

const lineOutcome = z.object({
  ok: z.boolean(),
  code: z.string(),
  description: z.string(),
  detail: z.string(),
});

export const stayStatusSchema = z.object({
  id: z.number().int(),
  apartment: z.number().int(),
  apartment_name: z.string(),
  name: z.string(),
  surname: z.string(),
  check_in_date: z.string(),
  check_in_time: z.string(),
  check_out_date: z.string(),
  state: z.enum(['not_due', 'incomplete', 'to_send', 'uncertain', 'refused', 'sent', 'expired']),
  deadline: z.string(),
  sent_at: z.string().nullable(),
  reasons: z.array(z.string()),
  guests: z.array(
    z.object({
      guest: z.number().int(),
      name: z.string(),
      status: z.enum(['unsent', 'sending', 'accepted', 'refused', 'uncertain']),
      line: z.string().nullable(),
      reasons: z.array(z.string()),
      error: lineOutcome.nullable(),
      sent_at: z.string().nullable(),
    }),
  ),
  auto_send: z.boolean(),
  has_account: z.boolean(),
}) satisfies z.ZodType<AlloggiatiStayStatus>;

export const stayStatusListSchema = z.array(stayStatusSchema);

export const actionResultSchema = z.object({
  detail: z.string(),
  outcomes: z.array(lineOutcome.extend({ guest: z.number().int() })),
  stay: stayStatusSchema,
}) satisfies z.ZodType<AlloggiatiActionResult>;

export const staysQuery = z.object({
  start_date: dateField(),
  end_date: dateField(),
}) satisfies z.ZodType<AlloggiatiStaysQuery>;

export const dueQuery = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 7)
    .optional(),
});

/** `{stayId}` and `{guestId}` in a URL: anything else is simply not found. */
export const resolveParams = z.object({
  id: z.string().regex(/^\d{1,9}$/),
  guestId: z.string().regex(/^\d{1,9}$/),
});

export const resolveBody = z.object({ outcome: z.enum(['received', 'not_received']) });

export const apartmentSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  auto_send: z.boolean(),
  account: accountSchema.nullable(),
}) satisfies z.ZodType<AlloggiatiApartmentSettings>;

export const settingsSchema = z.object({
  account: accountSchema,
  apartments: z.array(apartmentSettingsSchema),
}) satisfies z.ZodType<AlloggiatiSettings>;

export const autoSendBody = z.object({ auto_send: z.boolean() });

export const receiptSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  account_user: z.string(),
  apartment: z.number().int().nullable(),
  fetched_at: z.string(),
  size: z.number().int(),
}) satisfies z.ZodType<AlloggiatiReceipt>;

export const receiptListSchema = z.array(receiptSchema);

export const receiptsQuery = z.object({ from: dateField().optional(), to: dateField().optional() });

export const fetchReceiptsBody = z.object({ day: dateField() });
