import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestOf, ownerOf, requireGuest, requireOwner } from '../auth';
import {
  fieldError,
  notFound,
  DATE_FORMAT_MESSAGE,
  isIsoDate,
  cutPage,
  decodeCursor,
  type StayKey,
} from '../http';
import { createCheckinProfilesRepository } from './checkin-profiles.repository';
import {
  checkinProfilesQuery,
  checkinProfilesResponse,
  guestProfileListResponse,
  guestProfileSchema,
  guestTypeBody,
  profileIdParams,
} from './checkin-profiles.schema';
import { createOwnerProfilesRepository } from './owner-profiles.repository';
import { registerCheckinRoutes } from './register-checkin.routes';
import { staysRoutes } from './stays.routes';

const stayKey = (p: { check_in_date: string; check_in_time: string; id: number }): StayKey => ({
  date: p.check_in_date,
  time: p.check_in_time,
  id: p.id,
});

export const checkinProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCheckinProfilesRepository(app.db);
  const owned = createOwnerProfilesRepository(app.db, app.cipher);

  await app.register(registerCheckinRoutes);
  await app.register(staysRoutes);

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

  app.get(
    '/api/checkin-profiles/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['check-in'],
        summary:
          'Without criteria: `awaiting_details` (stays from channel calendars still to complete) ' +
          'and `currents` (stays in progress or arriving today, apartment time). ' +
          'With name / surname (partial, case-insensitive) / check_in_date (exact): `search_results`.',
        querystring: checkinProfilesQuery,
        response: { 200: checkinProfilesResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const name = request.query.name?.trim() ?? '';
      const surname = request.query.surname?.trim() ?? '';
      const checkInDate = request.query.check_in_date?.trim() ?? '';
      if (checkInDate && !isIsoDate(checkInDate)) {
        throw fieldError('check_in_date', 'invalid_date', DATE_FORMAT_MESSAGE);
      }
      if (!name && !surname && !checkInDate) {
        const now = new Date();
        const [awaiting, currents] = await Promise.all([
          owned.awaitingDetails(ownerId, now),
          owned.currents(ownerId, now),
        ]);
        return { awaiting_details: awaiting, currents };
      }
      const { limit, cursor } = request.query;
      if (limit === undefined) {
        return { search_results: await owned.search(ownerId, { name, surname, checkInDate }) };
      }
      const after = cursor ? decodeCursor(cursor) : undefined;
      const rows = await owned.search(ownerId, {
        name,
        surname,
        checkInDate,
        after,
        limit: limit + 1,
      });
      const { page, nextCursor } = cutPage(rows, limit, stayKey);
      return { search_results: page, next_cursor: nextCursor };
    },
  );

  app.patch(
    '/api/update-guest-type/:profileId/',
    {
      preValidation: requireGuest,
      schema: {
        tags: ['guest'],
        summary: "Sets the guest type of the guest's own profile; answers the updated profile",
        params: profileIdParams,
        body: guestTypeBody,
        response: { 200: guestProfileSchema },
      },
    },
    async (request) => {
      const { profileId } = guestOf(request);
      if (request.params.profileId !== profileId) throw notFound();
      await repo.setGuestType(profileId, request.body.guest_type);
      const profile = await repo.guestView(profileId);
      if (!profile) throw notFound();
      return profile;
    },
  );
};
