import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createApartmentsRepository } from '../apartments';
import { ownerOf, requireOwner } from '../auth';
import {
  fieldErrors,
  foundOr404,
  hasIssues,
  idParams,
  invalidPkIssue,
  issue,
  nonFieldError,
  notFound,
  toId,
  type FieldIssues,
} from '../http';
import { busyCalendar } from './ics-export';
import { createExportsRepository, SECRET_FILE } from './exports.repository';
import {
  calendarExportInput,
  calendarExportListResponse,
  calendarExportSchema,
  calendarExportsQuery,
  calendarFileParams,
} from './exports.schema';
import { createFeedsRepository } from './feeds.repository';
import { EXPORT_EXISTS, ROOM_OTHER_APARTMENT } from './messages';

const tags = ['calendar'];

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createExportsRepository(app.db, app.cipher);
  const apartmentsRepo = createApartmentsRepository(app.db);
  const feeds = createFeedsRepository(app.db, app.cipher);

  app.get(
    '/api/calendar-exports/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'The secret calendars of an apartment and of its rooms',
        querystring: calendarExportsQuery,
        response: { 200: calendarExportListResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const apartment = foundOr404(
        await apartmentsRepo.findOwned(ownerId, toId(request.query.apartment)),
      );
      return repo.list(ownerId, apartment.id);
    },
  );

  app.post(
    '/api/calendar-exports/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          'Creates the secret calendar of an apartment (or of a room) for the channels to import',
        body: calendarExportInput,
        response: { 201: calendarExportSchema },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const { apartment: apartmentId, room } = request.body;
      const roomId = room ?? null;
      const errors: FieldIssues = {};
      const apartment = await apartmentsRepo.findOwned(ownerId, apartmentId);
      if (!apartment) errors.apartment = [invalidPkIssue(apartmentId)];
      if (roomId !== null) {
        const found = await feeds.room(ownerId, roomId);
        if (!found) errors.room = [invalidPkIssue(roomId)];
        else if (apartment && found.apartmentId !== apartment.id) {
          errors.room = [issue('other_apartment', ROOM_OTHER_APARTMENT)];
        }
      }
      if (hasIssues(errors)) throw fieldErrors(errors);
      const created = await repo.create(ownerId, apartmentId, roomId);
      if (!created) throw nonFieldError('duplicate', EXPORT_EXISTS);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/calendar-exports/:id/rotate/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'A new secret: the old URL answers 404 at once',
        params: idParams,
        response: { 200: calendarExportSchema },
      },
    },
    async (request) =>
      foundOr404(await repo.rotate(ownerOf(request).ownerId, toId(request.params.id))),
  );

  app.delete(
    '/api/calendar-exports/:id/',
    {
      preValidation: requireOwner,
      schema: { tags, summary: 'Revokes a secret calendar', params: idParams },
    },
    async (request, reply) => {
      if (!(await repo.revoke(ownerOf(request).ownerId, toId(request.params.id)))) {
        throw notFound();
      }
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      schema: {
        tags,
        summary:
          'The secret calendar (no login: the secret is the key): text/calendar, every stay and ' +
          "block as 'Soglia – occupato', no guest data",
        security: [],
        params: calendarFileParams,
      },
    },
    async (request, reply) => {
      const secret = SECRET_FILE.exec(request.params.file)?.[1];
      const periods = secret ? await repo.busyPeriods(secret, new Date()) : null;
      if (!periods) throw notFound();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="soglia.ics"')
        .send(busyCalendar(periods, new Date()));
    },
  );
};
