import { z } from 'zod';
import { guestLanguageSchema } from '../lib';
import { detailErrorSchema, detailResponse } from '../http';

export const languageQuery = z.object({
  // An empty ?language= means the default (Italian, the original texts).
  language: z.preprocess((v) => (v === '' ? undefined : v), guestLanguageSchema.default('it')),
});

const guestDoor = z.object({
  id: z.number(),
  name: z.string(),
  access_type: z.enum(['shelly', 'codice', 'solo istruzioni']),
  access_code: z.string(),
  priority: z.number(),
  instructions: z.string(),
});

const missingRequirements = z.array(
  z.object({
    code: z.enum(['document_photo', 'registration_form', 'billing_info', 'identification']),
    count: z.number(),
  }),
);

const guestRoom = z.object({ name: z.string(), doors: z.array(guestDoor) });

export const guestRoomResponse = z.union([
  z.array(guestRoom),
  z.object({ missing_requirements: missingRequirements, room: guestRoom.optional() }),
  detailResponse,
]);

/** 403: a door the guest may not open now; with what is still missing, when that is why. */
export const forbiddenResponse = detailErrorSchema.extend({
  missing_requirements: missingRequirements.optional(),
});

export const checkCpcBody = z.object({
  door_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  cpc: z.string().min(1).max(64),
});

export const checkCpcResponse = z.object({
  detail: z.string(),
  door_id: z.number(),
  open_seconds: z.number(),
  /** How long the opening waited for its turn on the Shelly account (one call a second). */
  queued_ms: z.number(),
});

export const doorsStatusResponse = z.array(
  z.object({
    door_id: z.number(),
    door_name: z.string(),
    apartment_name: z.string(),
    status: z.object({ isok: z.boolean(), connected: z.boolean() }),
  }),
);

export const auditQuery = z.object({
  door_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const auditResponse = z.array(
  z.object({
    id: z.number(),
    door_id: z.number().nullable(),
    door_name: z.string(),
    checkin_profile_id: z.number().nullable(),
    guest_username: z.string(),
    guest_name: z.string().nullable(),
    outcome: z.enum([
      'opened',
      'wrong_cpc',
      'locked_out',
      'outside_window',
      'not_allowed',
      'device_error',
    ]),
    detail: z.string(),
    ip: z.string(),
    created_at: z.string(),
  }),
);
