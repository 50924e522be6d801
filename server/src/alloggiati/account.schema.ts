import { z } from 'zod';
import type { AlloggiatiAccount, AlloggiatiAccountInput } from '@soglia/api-client';

export const accountSchema = z.object({
  user: z.string(),
  has_password: z.boolean(),
  has_ws_key: z.boolean(),
}) satisfies z.ZodType<AlloggiatiAccount>;

export const accountInput = z.object({
  user: z.string().trim().max(50),
  password: z.string().max(200).optional(),
  ws_key: z.string().max(500).optional(),
}) satisfies z.ZodType<AlloggiatiAccountInput>;

/** No apartment: the owner's main account; one of the owner's apartments: its own account. */
export const accountQuery = z.object({
  apartment: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});
