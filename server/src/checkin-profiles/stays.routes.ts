import { z } from 'zod';
import type { Stay } from '@soglia/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth';
import { billingInfoSchema } from '../billing';
import { guestRegistrationSchema } from '../guests';
import {
  fieldError,
  dateField,
  cutPage,
  decodeCursor,
  pagingQuery,
  compileSerializer,
} from '../http';
import { IDENTIFICATION_METHODS } from '../db';
import { guestTypeSchema, PROFILE_STATUSES } from './checkin-profiles.schema';
import { createStaysRepository, type StayWithKey } from './stays.repository';

export const END_BEFORE_START = 'La data di fine non può precedere la data di inizio.';

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
  identification_required: z.boolean().describe("The apartment's identification rule"),
  identified_at: z.string().nullable(),
  identification_method: z.enum(IDENTIFICATION_METHODS).nullable(),
  status: z
    .enum(PROFILE_STATUSES)
    .describe('`cancelled`: the channel cancelled the stay; `awaiting_details`: to complete'),
  guests: z.array(guestRegistrationSchema),
  billing_info: z.array(billingInfoSchema),
});

const staysQuery = z.object({ start_date: dateField(), end_date: dateField(), ...pagingQuery });

/** With `limit` (opt-in paging): one page and the cursor of the next (docs/api.md, "Paging"). */
export const stayPageSchema = z.object({
  results: z.array(staySchema),
  next_cursor: z.string().nullable(),
});

const withoutKey = ({ check_in_time: _, ...stay }: StayWithKey): Stay => stay;

export const staysRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createStaysRepository(app.db);
  const serializePage = compileSerializer(stayPageSchema);

  app.get(
    '/api/owner-checkin-details/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['check-in'],
        summary:
          "The owner's stays overlapping [start_date, end_date], with guests and billing. " +
          'With `limit` (1-200) the answer is one page: {"results": [...], "next_cursor": ...}; ' +
          'send next_cursor back as `cursor` for the next page (null on the last).',
        querystring: staysQuery,
        response: { 200: z.array(staySchema) },
      },
    },
    async (request, reply) => {
      const { start_date: start, end_date: end, limit, cursor } = request.query;
      if (end < start) throw fieldError('end_date', 'end_before_start', END_BEFORE_START);
      const { ownerId } = ownerOf(request);
      if (limit === undefined) {
        return (await repo.overlapping(ownerId, { start, end })).map(withoutKey);
      }
      const after = cursor ? decodeCursor(cursor) : undefined;
      const rows = await repo.overlapping(ownerId, { start, end, after, limit: limit + 1 });
      const { page, nextCursor } = cutPage(rows, limit, (stay) => ({
        date: stay.check_in_date,
        time: stay.check_in_time,
        id: stay.id,
      }));
      const answer: z.output<typeof stayPageSchema> = {
        results: page.map(withoutKey),
        next_cursor: nextCursor,
      };
      // Not the list the route's schema describes: its own compiled serializer.
      return reply.serializer(serializePage).send(answer as never);
    },
  );
};
