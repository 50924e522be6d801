import { z } from 'zod';

export const languageInformationSchema = z.object({
  id: z.number().int(),
  apartment_info: z.number().int(),
  language: z.enum(['Inglese', 'Spagnolo', 'Francese', 'Tedesco']),
  code: z.enum(['en', 'es', 'fr', 'de']),
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
  google_maps_link: z.string(),
  shelly: z.boolean(),
  server_uri: z.string(),
  auth_key: z.string().describe("Write-only: always '' in answers"),
  has_auth_key: z.boolean(),
  get_guest_info: z.boolean(),
  get_document_photo: z.boolean(),
  get_billing_info: z.boolean(),
  language_informations: z.array(languageInformationSchema),
});

export const apartmentListResponse = z.array(apartmentSchema);
