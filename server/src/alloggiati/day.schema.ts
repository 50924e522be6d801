import { z } from 'zod';
import type { AlloggiatiDay } from '@soglia/api-client';
import { isoDateSchema } from '../places';

export const alloggiatiDayQuery = z.object({
  date: isoDateSchema,
  apartment: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});

export const alloggiatiDaySchema = z.object({
  date: z.string(),
  line_count: z.number().int(),
  stays: z.array(
    z.object({
      id: z.number().int(),
      apartment: z.number().int(),
      apartment_name: z.string(),
      name: z.string(),
      surname: z.string(),
      ok: z.boolean(),
      lines: z.array(z.string()),
      reasons: z.array(z.string()),
      guests: z.array(
        z.object({ guest: z.number().int(), name: z.string(), reasons: z.array(z.string()) }),
      ),
    }),
  ),
}) satisfies z.ZodType<AlloggiatiDay>;
