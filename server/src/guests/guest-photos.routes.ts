import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth';
import { createGuestsRepository } from './guests.repository';
import { photoParams } from './guests.schema';
import { notAuthenticated, notFound } from '../http';
import { mediaStoreOf } from '../media';

export const guestPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = mediaStoreOf(app.config);
  const guests = createGuestsRepository(app.db);

  // Runs after the app-wide `no-store`: these answers must not be kept by shared caches either.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/media/')) {
      reply.header('cache-control', 'private, no-store');
    }
  });

  app.get(
    '/api/media/guests/:id/:side/',
    {
      preValidation: requireAuth,
      schema: {
        tags: ['media'],
        summary:
          "A guest's document photo (front/back): only for the owner of the stay and the " +
          "stay's guest; anyone else gets 404.",
        params: photoParams,
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw notAuthenticated();
      const { id, side } = request.params;
      const row = await guests.findPhotoNames(
        id,
        auth.kind === 'owner' ? { ownerId: auth.ownerId } : { profileId: auth.profileId },
      );
      const name = side === 'front' ? row?.front : row?.back;
      const file = name ? await store.read(name) : null;
      if (!file) throw notFound();
      // Streamed: a photo is never held whole in memory, and a client that goes away stops it.
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="guest-${id}-${side}.${file.ext}"`)
        .send(file.body);
    },
  );
};
