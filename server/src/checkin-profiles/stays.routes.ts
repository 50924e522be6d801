import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth/auth.context';
import { billingInfoSchema } from '../billing/billing.schema';
import { fieldErrors } from '../http/errors';
import { guestTypeSchema } from './checkin-profiles.schema';
import { dateField } from './fields';
import { findStaysOverlapping } from './stays.repository';

export const END_BEFORE_START = 'La data di fine non può precedere la data di inizio.';

const guestRegistrationSchema = z.object({
  id: z.number().int(),
  checkin_profile: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable(),
  citizenship: z.string(),
  place_of_birth: z.string(),
  gender: z.string(),
  document_type: z.enum(['passport', 'identity card', 'european driving license']),
  document_number: z.string(),
  place_of_issue: z.string(),
  place_of_birth_code: z.string(),
  citizenship_code: z.string(),
  place_of_issue_code: z.string(),
  places_to_review: z.array(z.enum(['place_of_birth', 'citizenship', 'place_of_issue'])),
  document_photo: z.string().nullable().describe('/api/media/guests/{id}/front/ or null'),
  document_photo_back: z.string().nullable().describe('/api/media/guests/{id}/back/ or null'),
});

export const staySchema = z.object({
  id: z.number().int(),
  apartment_name: z.string(),
  name: z.string(),
  surname: z.string(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  guest_type: guestTypeSchema.nullable(),
  guest_number: z.number().int(),
  registered_guests: z.number().int(),
  require_registration_form: z.boolean(),
  require_document_photo: z.boolean(),
  got_billing_info: z.boolean(),
  guests: z.array(guestRegistrationSchema),
  billing_info: z.array(billingInfoSchema),
});

const staysQuery = z.object({ start_date: dateField(), end_date: dateField() });

export const staysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/owner-checkin-details/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['check-in'],
        summary: "The owner's stays overlapping [start_date, end_date], with guests and billing",
        querystring: staysQuery,
        response: { 200: z.array(staySchema) },
      },
    },
    async (request) => {
      const { start_date: start, end_date: end } = request.query;
      if (end < start) throw fieldErrors({ end_date: [END_BEFORE_START] });
      return findStaysOverlapping(app.db, ownerOf(request).ownerId, start, end);
    },
  );
};
