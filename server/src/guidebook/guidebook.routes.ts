import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOf, requireAuth, requireOwner } from '../auth';
import {
  fieldErrors,
  hasIssues,
  issue,
  notFound,
  type FieldIssues,
  badRequestSchema,
  detailErrorSchema,
  invalidPkIssue,
  requiredIssue,
} from '../http';
import { createGuidebookRepository, type GuidebookRepository } from './guidebook.repository';
import {
  idParams,
  INFO_MESSAGES,
  infoCreateBody,
  infoEntrySchema,
  infoListQuery,
  infoUpdateBody,
  type InfoBody,
} from './guidebook.schema';
import { guidebookTranslationsRoutes } from './guidebook-translations.routes';

/** Checks the references of an info body against the caller's own apartments and rooms. */
const checkReferences = async (repo: GuidebookRepository, ownerId: number, body: InfoBody) => {
  const errors: FieldIssues = {};
  if (!(await repo.ownsApartment(ownerId, body.apartment))) {
    errors.apartment = [invalidPkIssue(body.apartment)];
  }
  if (body.type === 'room_info') {
    if (body.room === null) {
      errors.room = [requiredIssue()];
    } else {
      const room = await repo.findOwnedRoom(ownerId, body.room);
      if (!room) errors.room = [invalidPkIssue(body.room)];
      else if (!errors.apartment && room.apartmentId !== body.apartment) {
        errors.room = [issue('other_apartment', INFO_MESSAGES.roomNotInApartment)];
      }
    }
  } else if (body.room !== null) {
    errors.room = [issue('room_only_for_room_info', INFO_MESSAGES.roomOnlyForRoomInfo)];
  }
  if (hasIssues(errors)) throw fieldErrors(errors);
};

const errorResponses = { 400: badRequestSchema, 404: detailErrorSchema };

export const guidebookRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createGuidebookRepository(app.db);

  app.get(
    '/api/apartment-info/',
    {
      preValidation: requireAuth,
      schema: {
        tags: ['infos'],
        summary: 'Info entries: the owner’s (filtered by apartment) or the guest’s apartment',
        description:
          'Owner: `?apartment={id}` (own apartment, else 404); without it all the owner’s entries. ' +
          'Guest: the entries of the own apartment without a room and those of the own room; `?language=en|es|fr|de` applies the ' +
          'translation of title and info where one exists (the original text otherwise); ' +
          '`it` or no language = the original. An unknown code answers 400.',
        querystring: infoListQuery,
        response: { 200: z.array(infoEntrySchema), 404: errorResponses[404] },
      },
    },
    async (request: FastifyRequest<{ Querystring: z.infer<typeof infoListQuery> }>) => {
      const auth = request.auth!;
      const { apartment, language } = request.query;
      if (auth.kind === 'guest') {
        const place = await repo.guestPlace(auth.profileId);
        if (place === null) return [];
        return repo.listForGuest(place, !language || language === 'it' ? null : language);
      }
      if (apartment !== undefined && !(await repo.ownsApartment(auth.ownerId, apartment))) {
        throw notFound();
      }
      return repo.listForOwner(auth.ownerId, apartment);
    },
  );

  app.post(
    '/api/apartment-info/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['infos'],
        summary: 'Create an info entry (room only for room_info, and a room of that apartment)',
        body: infoCreateBody,
        response: { 201: infoEntrySchema, 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      await checkReferences(repo, ownerId, request.body);
      reply.code(201);
      return repo.createInfo(ownerId, request.body);
    },
  );

  app.put(
    '/api/apartment-info/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['infos'],
        summary: 'Replace an info entry',
        params: idParams,
        body: infoUpdateBody,
        response: { 200: infoEntrySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const { id } = request.params;
      if (!(await repo.findOwnedInfo(ownerId, id))) throw notFound();
      await checkReferences(repo, ownerId, request.body);
      const updated = await repo.updateInfo(ownerId, id, request.body);
      if (!updated) throw notFound();
      return updated;
    },
  );

  app.delete(
    '/api/apartment-info/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['infos'],
        summary: 'Delete an info entry and its translations',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      if (!(await repo.deleteInfo(ownerOf(request).ownerId, request.params.id))) throw notFound();
      reply.code(204).send(null);
    },
  );

  await app.register(guidebookTranslationsRoutes);
};
