import { z } from 'zod';

export const guestTypeSchema = z.enum(['ospite singolo', 'famiglia', 'gruppo']);

export const guestProfileSchema = z.object({
  id: z.number().int(),
  apartment_name: z.string(),
  name: z.string(),
  CIN: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  check_in_date: z.string(),
  check_in_time: z.string(),
  check_out_date: z.string(),
  check_out_time: z.string(),
  guest_type: guestTypeSchema.nullable(),
  guest_number: z.number().int(),
  registered_guests: z.number().int(),
  require_billing_info: z.boolean(),
  got_billing_info: z.boolean(),
  require_registration_form: z.boolean(),
  require_document_photo: z.boolean(),
  room_name: z.string(),
});

export const guestProfileListResponse = z.array(guestProfileSchema);
