import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createApartmentsRepository } from '../apartments';
import { ownerOf, requireOwner } from '../auth';
import {
  fieldErrors,
  foundOr404,
  hasIssues,
  idParams,
  INVALID_URL,
  invalidPkIssue,
  issue,
  notFound,
  toId,
  type FieldIssues,
} from '../http';
import { checkUrl } from '../outbound';
import { calendarPolicy } from './calendar.config';
import { createFeedsRepository, type FeedValues } from './feeds.repository';
import {
  calendarFeedInput,
  calendarFeedListResponse,
  calendarFeedSchema,
  calendarFeedsQuery,
  type CalendarFeedInputBody,
} from './feeds.schema';
import { FEED_MOVE, FEED_URL_TEXTS, ROOM_OTHER_APARTMENT } from './messages';

const tags = ['calendar'];

export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createFeedsRepository(app.db, app.cipher);
  const apartmentsRepo = createApartmentsRepository(app.db);
  const policy = calendarPolicy(app.config);

  /** The body's apartment, room and URL (allowed host, https); field errors otherwise. */
  const validate = async (
    ownerId: number,
    body: CalendarFeedInputBody,
    current: number | null,
  ): Promise<FeedValues> => {
    const errors: FieldIssues = {};
    const apartment = await apartmentsRepo.findOwned(ownerId, body.apartment);
    if (!apartment) errors.apartment = [invalidPkIssue(body.apartment)];
    else if (current !== null && apartment.id !== current) {
      errors.apartment = [issue('cannot_move', FEED_MOVE)];
    }
    const roomId = body.room ?? null;
    if (roomId !== null) {
      const room = await repo.room(ownerId, roomId);
      if (!room) errors.room = [invalidPkIssue(roomId)];
      else if (apartment && room.apartmentId !== apartment.id) {
        errors.room = [issue('other_apartment', ROOM_OTHER_APARTMENT)];
      }
    }
    const url = body.url.trim();
    const check = checkUrl(url, policy);
    if (!check.ok) {
      errors.url = [
        check.code === 'invalid_url'
          ? issue('invalid_url', INVALID_URL)
          : issue(check.code, FEED_URL_TEXTS[check.code]),
      ];
    }
    if (hasIssues(errors)) throw fieldErrors(errors);
    return { apartmentId: body.apartment, roomId, label: body.label, url };
  };

  app.get(
    '/api/calendar-feeds/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: "The host's calendar feeds (of one apartment with ?apartment=)",
        querystring: calendarFeedsQuery,
        response: { 200: calendarFeedListResponse },
      },
    },
    async (request) => {
      const { apartment } = request.query;
      return repo.list(
        ownerOf(request).ownerId,
        apartment === undefined ? undefined : toId(apartment),
      );
    },
  );

  app.post(
    '/api/calendar-feeds/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          "Adds a channel's calendar to an apartment or a room; it is read at the next " +
          'scheduled round (or now with .../sync/)',
        body: calendarFeedInput,
        response: { 201: calendarFeedSchema },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const values = await validate(ownerId, request.body, null);
      return reply.code(201).send(await repo.create(ownerId, values));
    },
  );

  app.put(
    '/api/calendar-feeds/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Changes a feed (label, URL, room); a feed cannot move to another apartment',
        params: idParams,
        body: calendarFeedInput,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const row = foundOr404(await repo.findOwned(ownerId, toId(request.params.id)));
      const values = await validate(ownerId, request.body, row.apartmentId);
      return repo.update(ownerId, row, values);
    },
  );

  app.delete(
    '/api/calendar-feeds/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Removes a feed; the stays it made stay as they are',
        params: idParams,
      },
    },
    async (request, reply) => {
      if (!(await repo.delete(ownerOf(request).ownerId, toId(request.params.id)))) {
        throw notFound();
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/calendar-feeds/:id/sync/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          'Sincronizza ora: reads the feed now and answers it; a failed read is in its last_* ' +
          'fields (the answer is 200 either way)',
        params: idParams,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const row = foundOr404(await repo.findOwned(ownerId, toId(request.params.id)));
      await app.calendar.syncNow(row.id);
      return foundOr404(await repo.view(ownerId, row.id));
    },
  );
};
