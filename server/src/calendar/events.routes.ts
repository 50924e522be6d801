import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth';
import { detailError, idParams, notFound, toId } from '../http';
import { createEventsRepository } from './events.repository';
import {
  calendarEventListResponse,
  calendarEventSchema,
  calendarEventsQuery,
  decideBody,
} from './events.schema';
import { EVENT_CANCELLED, EVENT_DECIDED } from './messages';

const tags = ['calendar'];

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createEventsRepository(app.db, app.cipher);

  app.get(
    '/api/calendar-events/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          "Events of the host's feeds that have not ended, earliest first (at most 500); " +
          '?kind=to_decide lists what the host has to decide',
        querystring: calendarEventsQuery,
        response: { 200: calendarEventListResponse },
      },
    },
    async (request) => {
      const { apartment, feed, kind } = request.query;
      return repo.list(
        ownerOf(request).ownerId,
        {
          apartmentId: apartment === undefined ? undefined : toId(apartment),
          feedId: feed === undefined ? undefined : toId(feed),
          kind,
        },
        new Date(),
      );
    },
  );

  app.post(
    '/api/calendar-events/:id/decide/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          'The host decides an event that is not a stay: booking (a stay awaiting details, or ' +
          'the same stay already known) or ignore',
        params: idParams,
        body: decideBody,
        response: { 200: calendarEventSchema },
      },
    },
    async (request) => {
      const outcome = await repo.decide(
        ownerOf(request).ownerId,
        toId(request.params.id),
        request.body.decision,
        new Date(),
      );
      if (!outcome.ok) {
        if (outcome.reason === 'decided')
          throw detailError('calendar_event_decided', EVENT_DECIDED);
        if (outcome.reason === 'cancelled') {
          throw detailError('calendar_event_cancelled', EVENT_CANCELLED);
        }
        throw notFound();
      }
      for (const id of outcome.profiles) app.tokenCache.invalidate(`profile:${id}`);
      return outcome.event;
    },
  );
};
