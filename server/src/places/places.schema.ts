import { z } from 'zod';
import type { Place } from '@soglia/api-client';
import { isIsoDate } from '../http';
import { guestLanguageSchema } from '../lib';

export const placeKindSchema = z.enum(['comune', 'state']);

export const placeSchema = z.object({
  kind: placeKindSchema,
  code: z.string(),
  name: z.string(),
  table_name: z.string(),
  province: z.string().nullable(),
  region: z.string().nullable(),
  valid_to: z.string().nullable(),
}) satisfies z.ZodType<Place>;

/** A real yyyy-mm-dd day (one message whatever is wrong). */
export const isoDateSchema = z.string().refine(isIsoDate, {
  message: 'Invalid date format. Use YYYY-MM-DD.',
  params: { code: 'invalid_date' },
});

export const placesQuery = z.object({
  q: z.string().max(60).optional(),
  kind: placeKindSchema.optional(),
  date: isoDateSchema.optional(),
  language: guestLanguageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(300).optional(),
});

export const placesResponse = z.array(placeSchema);
