import { z } from 'zod';
import { CHECK_MESSAGES_IT, checkCin, normalizeCin } from '@soglia/api-client/checks';
import { translationCodeSchema, translationLanguageSchema } from '../lib';
import { MAPS_MESSAGE, MAPS_PREFIX, requiredText, text, timeField } from '../http';

export const languageInformationSchema = z.object({
  id: z.number().int(),
  apartment_info: z.number().int(),
  language: translationLanguageSchema,
  code: translationCodeSchema,
  title: z.string(),
  info: z.string(),
});

export const apartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  CIN: z.string(),
  comune_code: z.string(),
  comune_name: z.string().describe("The comune with its province, e.g. 'Roma (RM)'"),
  google_maps_link: z.string(),
  shelly: z.boolean(),
  server_uri: z.string(),
  auth_key: z.string().describe("Write-only: always '' in answers"),
  has_auth_key: z.boolean(),
  get_guest_info: z.boolean(),
  get_document_photo: z.boolean(),
  get_billing_info: z.boolean(),
  identification_required: z
    .boolean()
    .describe('Guests see door codes and openings only once the host has identified the stay'),
  identification_ring_seconds: z
    .number()
    .describe("How long a guest's identification call rings before it is missed"),
  default_check_in_time: z
    .string()
    .describe('HH:MM:SS: the check-in time of the stays made from channel calendars'),
  default_check_out_time: z.string(),
  language_informations: z.array(languageInformationSchema),
});

export const apartmentListResponse = z.array(apartmentSchema);

const mapsLink = text(500).refine(
  (s) => s === '' || (s.startsWith(MAPS_PREFIX) && s.length > MAPS_PREFIX.length),
  { error: MAPS_MESSAGE, params: { code: 'maps_link' } },
);

const email = text(254).refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), {
  error: 'Enter a valid email address.',
  params: { code: 'invalid_email' },
});

/**
 * POST/PUT body. Optional fields keep their stored value on PUT (DRF semantics) and take the
 * defaults on POST. The Shelly rules need the stored state, so they are checked by the handler.
 */
export const apartmentInput = z.object({
  name: requiredText(100),
  address: requiredText(255),
  CIN: requiredText(50)
    .refine((s) => checkCin(s) === null, {
      error: CHECK_MESSAGES_IT.cin_format,
      params: { code: 'cin_format' },
    })
    .transform(normalizeCin),
  comune_code: text(9)
    .optional()
    .describe("An Alloggiati comune code valid today (GET /api/places/), '' clears it"),
  phone: text(50).optional(),
  email: email.optional(),
  google_maps_link: mapsLink.optional(),
  shelly: z.boolean().optional(),
  server_uri: text(500).optional(),
  auth_key: text(500)
    .optional()
    .describe('Write-only. On PUT, omitted or empty keeps the stored key.'),
  get_guest_info: z.boolean().optional(),
  get_document_photo: z.boolean().optional(),
  get_billing_info: z.boolean().optional(),
  identification_required: z.boolean().optional().describe('Default true on POST'),
  identification_ring_seconds: z
    .number()
    .int()
    .min(30, { error: 'Almeno 30 secondi.' })
    .max(600, { error: 'Al massimo 10 minuti.' })
    .optional()
    .describe("How long a guest's identification call rings, 30-600 s; default 120 on POST"),
  default_check_in_time: timeField().optional().describe('Default 15:00 on POST'),
  default_check_out_time: timeField().optional().describe('Default 10:00 on POST'),
});
export type ApartmentInputBody = z.infer<typeof apartmentInput>;
