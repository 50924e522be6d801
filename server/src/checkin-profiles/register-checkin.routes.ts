import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth';
import { notFound } from '../http';
import { mediaStoreOf } from '../media';
import {
  checkinProfileCreateBody,
  checkinProfilePatchBody,
  idParams,
  ownerCheckinProfileSchema,
} from './checkin-profiles.schema';
import { createOwnerProfilesRepository } from './owner-profiles.repository';
import { registerCheckin, updateCheckin } from './register-checkin.service';

/** POST / PATCH / DELETE /api/register/checkin/: the owner's check-in profiles. */
export const registerCheckinRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createOwnerProfilesRepository(app.db, app.cipher);
  const store = mediaStoreOf(app.config);

  app.post(
    '/api/register/checkin/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['check-in'],
        summary:
          'Creates a stay with guest credentials (username name.surname[N]; the password is ' +
          'stored encrypted for display and hashed for login). Unset require_* flags default ' +
          "to the apartment's get_* flags.",
        body: checkinProfileCreateBody,
        response: { 201: ownerCheckinProfileSchema },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const id = await registerCheckin(repo, ownerId, request.body);
      return reply.code(201).send((await repo.view(ownerId, id))!);
    },
  );

  app.patch(
    '/api/register/checkin/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['check-in'],
        summary:
          'Partial update. A new password replaces the login at once (open guest sessions end); ' +
          'the username stays the same.',
        params: idParams,
        body: checkinProfilePatchBody,
        response: { 200: ownerCheckinProfileSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      await updateCheckin(repo, ownerId, request.params.id, request.body);
      // New dates or password: this process forgets the guest's sessions before it answers
      // (the others hear the database's notification).
      app.tokenCache.invalidate(`profile:${request.params.id}`);
      const profile = await repo.view(ownerId, request.params.id);
      if (!profile) throw notFound();
      return profile;
    },
  );

  app.delete(
    '/api/register/checkin/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['check-in'],
        summary:
          'Deletes the stay with its guest registrations, document photos, billing rows and sessions',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const photos = await repo.remove(ownerId, request.params.id);
      if (!photos) throw notFound();
      // Rows first, files after: a file that cannot be removed now is an orphan the media
      // sweeper collects later, never a reference to a missing file.
      const failed = await store.remove(photos);
      if (failed.length > 0) request.log.warn({ failed }, 'document photos left for the sweeper');
      return reply.code(204).send();
    },
  );
};
