import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestOf, ownerOf, requireGuest, requireOwner } from '../auth';
import { invalidPkIssue, fieldErrors, notFound, detailErrorSchema } from '../http';
import { createBillingRepository } from './billing.repository';
import {
  billingIdParams,
  billingInfoSchema,
  guestBillingBody,
  guestBillingResponse,
  ownerBillingCreateBody,
  ownerBillingUpdateBody,
} from './billing.schema';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createBillingRepository(app.db);

  app.post(
    '/api/billing-info/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['billing'],
        summary: "Adds billing data to one of the owner's stays",
        body: ownerBillingCreateBody,
        response: { 201: billingInfoSchema },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const { checkin_profile: profileId, ...values } = request.body;
      if (!(await repo.ownsProfile(ownerId, profileId))) {
        throw fieldErrors({ checkin_profile: [invalidPkIssue(profileId)] });
      }
      return reply.code(201).send(await repo.create(profileId, values));
    },
  );

  app.put(
    '/api/billing-info/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['billing'],
        summary: 'Replaces a billing row (checkin_profile optional: one of the own stays)',
        params: billingIdParams,
        body: ownerBillingUpdateBody,
        response: { 200: billingInfoSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const current = await repo.findOwned(ownerId, request.params.id);
      if (!current) throw notFound();
      const { checkin_profile: profileId = current.checkin_profile, ...values } = request.body;
      if (profileId !== current.checkin_profile && !(await repo.ownsProfile(ownerId, profileId))) {
        throw fieldErrors({ checkin_profile: [invalidPkIssue(profileId)] });
      }
      return repo.update(current.id, profileId, values);
    },
  );

  app.delete(
    '/api/billing-info/:id/',
    {
      preValidation: requireOwner,
      schema: { tags: ['billing'], summary: 'Deletes a billing row', params: billingIdParams },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const current = await repo.findOwned(ownerId, request.params.id);
      if (!current) throw notFound();
      await repo.remove(current.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/guest-billing-info/',
    {
      preValidation: requireGuest,
      schema: {
        tags: ['guest'],
        summary:
          "The guest's billing form: stored on the guest's own stay (never taken from " +
          'the body); afterwards got_billing_info is true. Sent once: 409 `{"detail"}` when the ' +
          'stay already has billing data (later changes go through the host).',
        body: guestBillingBody,
        response: { 201: guestBillingResponse, 409: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { profileId } = guestOf(request);
      const row = await repo.createForGuest(profileId, request.body);
      return reply.code(201).send({ ...row, got_billing_info: true as const });
    },
  );
};
