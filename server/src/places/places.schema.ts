import { z } from 'zod';
import type { Place } from '@soglia/api-client';
import { guestLanguageSchema } from '../lib/languages';

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

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date format. Use YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: 'Invalid date format. Use YYYY-MM-DD.',
  });

export const placesQuery = z.object({
  q: z.string().max(60).optional(),
  kind: placeKindSchema.optional(),
  date: isoDateSchema.optional(),
  language: guestLanguageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(300).optional(),
});

export const placesResponse = z.array(placeSchema);
