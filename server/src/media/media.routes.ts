import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth.context';
import { checkinProfiles } from '../checkin-profiles/checkin-profiles.table';
import { guestRegistrations } from '../guests/guests.table';
import { photoParams } from '../guests/guests.schema';
import { notAuthenticated, notFound } from '../http/errors';
import { mediaStoreOf } from './media.store';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = mediaStoreOf(app.config);

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
      const scope =
        auth.kind === 'owner'
          ? eq(checkinProfiles.ownerId, auth.ownerId)
          : eq(checkinProfiles.id, auth.profileId);
      const [row] = await app.db
        .select({
          front: guestRegistrations.documentPhoto,
          back: guestRegistrations.documentPhotoBack,
        })
        .from(guestRegistrations)
        .innerJoin(checkinProfiles, eq(checkinProfiles.id, guestRegistrations.checkinProfileId))
        .where(and(eq(guestRegistrations.id, id), scope));
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
