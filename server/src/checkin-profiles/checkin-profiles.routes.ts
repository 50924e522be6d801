import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestOf, requireGuest } from '../auth/auth.context';
import { createCheckinProfilesRepository } from './checkin-profiles.repository';
import { guestProfileListResponse } from './checkin-profiles.schema';

export const checkinProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCheckinProfilesRepository(app.db);

  app.get(
    '/api/checkin-profiles-guest/',
    {
      preValidation: requireGuest,
      schema: {
        tags: ['guest'],
        summary: "The guest's own check-in profile (a one-element list)",
        response: { 200: guestProfileListResponse },
      },
    },
    async (request) => {
      const profile = await repo.guestView(guestOf(request).profileId);
      return profile ? [profile] : [];
    },
  );
};
