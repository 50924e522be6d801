import { z } from 'zod';
import type { DocumentType, GuestRegistration } from '@soglia/api-client';
import { GUEST_OUTCOMES } from '../db';

export const DOCUMENT_TYPES = [
  'passport',
  'identity card',
  'european driving license',
] as const satisfies readonly DocumentType[];
export const PHOTO_FIELDS = ['document_photo', 'document_photo_back'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

export const MAX_LENGTHS = {
  first_name: 100,
  last_name: 100,
  citizenship: 100,
  place_of_birth: 100,
  gender: 20,
  document_number: 50,
  place_of_issue: 100,
} as const;
export type TextField = keyof typeof MAX_LENGTHS;
export const TEXT_FIELDS = Object.keys(MAX_LENGTHS) as TextField[];

const INT_MAX = 2 ** 31 - 1;
/** A profile id: a number (JSON) or its digits (multipart text); never `true` or `[1]`. */
const profileId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().positive().max(INT_MAX),
);

const text = (max: number) => z.string().max(max).nullable().optional();

/**
 * The body of POST/PUT, as JSON or as the text parts of multipart/form-data (files travel
 * separately). Rules that depend on the caller and the profile are checked in guests.rules.ts.
 */
export const guestBodySchema = z.strictObject({
  checkin_profile: profileId.optional(),
  first_name: text(MAX_LENGTHS.first_name),
  last_name: text(MAX_LENGTHS.last_name),
  date_of_birth: z.string().max(20).nullable().optional(),
  citizenship: text(MAX_LENGTHS.citizenship),
  place_of_birth: text(MAX_LENGTHS.place_of_birth),
  gender: text(MAX_LENGTHS.gender),
  document_type: z.enum(DOCUMENT_TYPES).optional(),
  document_number: text(MAX_LENGTHS.document_number),
  place_of_issue: text(MAX_LENGTHS.place_of_issue),
  /** Alloggiati codes (GET /api/places/): a comune or a state; citizenship a state. */
  place_of_birth_code: z.string().max(20).nullable().optional(),
  citizenship_code: z.string().max(20).nullable().optional(),
  place_of_issue_code: z.string().max(20).nullable().optional(),
  /** Only on PUT: null removes the photo; the current path (or '') keeps it. Files replace it. */
  document_photo: z.string().max(200).nullable().optional(),
  document_photo_back: z.string().max(200).nullable().optional(),
  /** Tolerated (clients send the object back), never used. */
  id: z.union([z.number(), z.string().max(20)]).optional(),
  places_to_review: z.array(z.string().max(30)).max(3).optional(),
  /** Tolerated too: only the host's identification at the door sets them. */
  identification_status: z.enum(GUEST_OUTCOMES).nullable().optional(),
  identified_at: z.string().max(40).nullable().optional(),
});
export type GuestBody = z.infer<typeof guestBodySchema>;

export const guestIdParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });
export const photoParams = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  side: z.enum(['front', 'back']),
});

/** A registered guest as answered to the guest and, within a stay, to the owner. */
export const guestRegistrationSchema = z.object({
  id: z.number().int(),
  checkin_profile: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable(),
  citizenship: z.string(),
  place_of_birth: z.string(),
  gender: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  document_number: z.string(),
  place_of_issue: z.string(),
  place_of_birth_code: z.string(),
  citizenship_code: z.string(),
  place_of_issue_code: z.string(),
  places_to_review: z.array(z.enum(['place_of_birth', 'citizenship', 'place_of_issue'])),
  document_photo: z.string().nullable().describe('/api/media/guests/{id}/front/ or null'),
  document_photo_back: z.string().nullable().describe('/api/media/guests/{id}/back/ or null'),
  identification_status: z
    .enum(GUEST_OUTCOMES)
    .nullable()
    .describe("The host's outcome on seeing the guest; null while not seen"),
  identified_at: z.string().nullable(),
}) satisfies z.ZodType<GuestRegistration>;
