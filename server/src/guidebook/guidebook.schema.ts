import { z } from 'zod';
import { MAPS_PREFIX } from '../http';
import { guestLanguageSchema, translationCodeSchema, translationLanguageSchema } from '../lib';

export const INFO_TYPES = [
  'general',
  'parking_info',
  'restaurants',
  'nearby',
  'places_to_visit',
  'apartment_info',
  'room_info',
] as const;

export const INFO_MESSAGES = {
  mapsLinkCreate: "Il link deve essere un link di Google Maps'.",
  mapsLinkUpdate: `Il link deve iniziare con '${MAPS_PREFIX}'.`,
  roomOnlyForRoomInfo:
    "La camera si può indicare solo per le informazioni di tipo 'Informazioni Camera' (room_info).",
  roomNotInApartment: 'La camera non appartiene a questo appartamento.',
  duplicateLanguage: "Esiste già un'informazione per questa lingua.",
  languageReadOnly: 'La lingua di una traduzione esistente non può essere modificata.',
  apartmentInfoReadOnly: "L'informazione di una traduzione esistente non può essere cambiata.",
} as const;

/** DRF accepts "12" as well as 12 for a primary key. */
const pk = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(2_147_483_647),
);
const queryPk = z.preprocess(
  (v) => (v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(2_147_483_647).optional(),
);

/** Like DRF's CharField: trimmed, blank rejected. */
const requiredText = (max: number) => z.string().trim().min(1).max(max);

const infoBody = (linkMessage: string) =>
  z.object({
    title: requiredText(255),
    type: z.enum(INFO_TYPES),
    info: requiredText(5000),
    google_link: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || v.startsWith(MAPS_PREFIX), {
        message: linkMessage,
        params: { code: 'maps_link' },
      }),
    apartment: pk,
    room: pk.nullish().transform((v) => v ?? null),
  });

export const infoCreateBody = infoBody(INFO_MESSAGES.mapsLinkCreate);
export const infoUpdateBody = infoBody(INFO_MESSAGES.mapsLinkUpdate);
export type InfoBody = z.infer<typeof infoCreateBody>;

export const infoListQuery = z.object({
  apartment: queryPk,
  language: guestLanguageSchema.optional(),
});

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const infoEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(INFO_TYPES),
  info: z.string(),
  google_link: z.string(),
  apartment: z.number().int(),
  room: z.number().int().nullable(),
  room_name: z.string().describe("The room's name, '' when the entry has no room"),
});

const languageName = translationLanguageSchema;
const languageCode = translationCodeSchema;

export const languageInformationSchema = z.object({
  id: z.number().int(),
  apartment_info: z.number().int(),
  language: languageName,
  code: languageCode,
  title: z.string(),
  info: z.string(),
});

export const languageInformationCreateBody = z.object({
  apartment_info: pk,
  language: languageName,
  code: languageCode,
  title: requiredText(255),
  info: requiredText(5000),
});

/** apartment_info, language and code are read-only on update: optional, but must not change. */
export const languageInformationUpdateBody = z.object({
  apartment_info: pk.optional(),
  language: languageName.optional(),
  code: languageCode.optional(),
  title: requiredText(255),
  info: requiredText(5000),
});

export const languageInformationListQuery = z.object({ apartment_info: queryPk });
