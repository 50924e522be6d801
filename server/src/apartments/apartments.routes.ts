import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth/auth.context';
import { createApartmentsRepository } from './apartments.repository';
import { apartmentListResponse } from './apartments.schema';

export const apartmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createApartmentsRepository(app.db);

  app.get(
    '/api/apartments/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['apartments'],
        summary: "The caller's apartments (auth_key is never returned)",
        response: { 200: apartmentListResponse },
      },
    },
    async (request) => repo.listForOwner(ownerOf(request).ownerId),
  );
};
