import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOf, requireAuth, requireOwner } from '../auth';
import { notAuthenticated } from '../http';
import { decoderOf, mediaConfigOf, mediaStoreOf, createUploadGate } from '../media';
import { abandonedOf, filesOf, parseGuestBody } from './guests.body';
import { guestBodySchema, guestIdParams, guestRegistrationSchema } from './guests.schema';
import { createGuestsService, type GuestActor } from './guests.service';

const actorOf = (request: FastifyRequest): GuestActor => {
  const auth = request.auth;
  if (!auth) throw notAuthenticated();
  return auth.kind === 'owner'
    ? { kind: 'owner', ownerId: auth.ownerId }
    : { kind: 'guest', ownerId: auth.ownerId, profileId: auth.profileId };
};

const consumes = ['application/json', 'multipart/form-data'];

export const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaConfigOf(app.config);
  const service = createGuestsService({
    db: app.db,
    store: mediaStoreOf(app.config),
    decoder: decoderOf(app.config),
    decodeTimeoutMs: media.decodeTimeoutMs,
  });
  // Scoped to this plugin: only these routes accept multipart/form-data.
  await app.register(multipart, { limits: { fileSize: media.maxFileBytes, files: 2 } });
  const parseBody = parseGuestBody(
    media.maxFileBytes,
    createUploadGate(media.maxConcurrentUploads),
  );
  const checkBeforeBody = async (request: FastifyRequest) => {
    const params = guestIdParams.safeParse(request.params);
    const isUpdate = request.method === 'PUT';
    // A malformed id is left to the params validation (404).
    if (isUpdate && !params.success) return;
    await service.checkBeforeBody(
      actorOf(request),
      isUpdate && params.success ? params.data.id : null,
    );
  };

  app.post(
    '/api/guests-registration/',
    {
      preValidation: [requireAuth, checkBeforeBody, parseBody],
      schema: {
        tags: ['guests'],
        summary:
          'Registers a guest: owners send JSON with checkin_profile; guests send multipart ' +
          'with document_photo / document_photo_back files (profile from the token).',
        consumes,
        body: guestBodySchema,
        response: { 201: guestRegistrationSchema },
      },
    },
    async (request, reply) => {
      const created = await service.create(
        actorOf(request),
        request.body,
        filesOf(request),
        abandonedOf(request),
      );
      app.alloggiati.autoSend.afterRegistration(created.checkin_profile);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/guests-registration/:id/',
    {
      preValidation: [requireOwner, checkBeforeBody, parseBody],
      schema: {
        tags: ['guests'],
        summary:
          'Updates a guest (owner). Multipart or JSON; a photo changes only when a new file ' +
          'is sent (JSON null removes it).',
        consumes,
        params: guestIdParams,
        body: guestBodySchema,
        response: { 200: guestRegistrationSchema },
      },
    },
    async (request) => {
      const updated = await service.update(
        ownerOf(request).ownerId,
        request.params.id,
        request.body,
        filesOf(request),
        abandonedOf(request),
      );
      app.alloggiati.autoSend.afterRegistration(updated.checkin_profile);
      return updated;
    },
  );

  app.delete(
    '/api/guests-registration/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['guests'],
        summary: 'Deletes a guest and its document photos (owner)',
        params: guestIdParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await service.remove(ownerOf(request).ownerId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
