import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth';
import { notFound, idParams, toId } from '../http';
import { createApartmentsRepository } from './apartments.repository';
import { apartmentInput, apartmentListResponse, apartmentSchema } from './apartments.schema';
import { resolveApartmentValues } from './apartments.values';

const tags = ['apartments'];

export const apartmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createApartmentsRepository(app.db);

  app.get(
    '/api/apartments/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: "The caller's apartments (auth_key is never returned)",
        response: { 200: apartmentListResponse },
      },
    },
    async (request) => repo.listForOwner(ownerOf(request).ownerId),
  );

  app.post(
    '/api/apartments/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Create an apartment',
        body: apartmentInput,
        response: { 201: apartmentSchema },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const values = resolveApartmentValues(
        request.body,
        null,
        app.cipher,
        app.config.shellyAllowedOrigins,
      );
      const row = await repo.create(ownerId, values);
      return reply.code(201).send(await repo.view(row));
    },
  );

  app.put(
    '/api/apartments/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Update an apartment (omitted optional fields keep their value)',
        params: idParams,
        body: apartmentInput,
        response: { 200: apartmentSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const id = toId(request.params.id);
      const existing = await repo.findOwned(ownerId, id);
      if (!existing) throw notFound();
      const values = resolveApartmentValues(
        request.body,
        existing,
        app.cipher,
        app.config.shellyAllowedOrigins,
      );
      const row = await repo.update(ownerId, id, values);
      if (!row) throw notFound();
      return repo.view(row);
    },
  );

  app.delete(
    '/api/apartments/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Delete an apartment with its rooms, doors, infos and check-in profiles',
        params: idParams,
      },
    },
    async (request, reply) => {
      const deleted = await repo.delete(ownerOf(request).ownerId, toId(request.params.id));
      if (!deleted) throw notFound();
      return reply.code(204).send();
    },
  );
};
