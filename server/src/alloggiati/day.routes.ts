import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AlloggiatiDay } from '@soglia/api-client';
import { ownerOf, requireOwner } from '../auth';
import { detailError, notFound, badRequestSchema, detailErrorSchema } from '../http';
import { localDate } from '../lib';
import { createApartmentsRepository } from '../apartments';
import { alloggiatiDayQuery, alloggiatiDaySchema } from './day.schema';
import { buildStayRecords, recordsFile } from './records';

export const alloggiatiDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const apartmentsRepo = createApartmentsRepository(app.db);
  const { day: dayRepo } = app.alloggiati.repos;

  /** Every stay arriving on the day, with its lines or the reasons it cannot be sent. */
  const dayOf = async (
    ownerId: number,
    date: string,
    apartmentId: number | undefined,
  ): Promise<AlloggiatiDay> => {
    if (apartmentId !== undefined && !(await apartmentsRepo.findOwned(ownerId, apartmentId))) {
      throw notFound();
    }
    const now = new Date();
    const stays = (await dayRepo.arrivals(ownerId, date, apartmentId)).map((stay) => {
      const result = buildStayRecords(stay, localDate(now, stay.time_zone));
      return {
        id: stay.id,
        apartment: stay.apartment_id,
        apartment_name: stay.apartment_name,
        name: stay.name,
        surname: stay.surname,
        ok: result.ok,
        lines: result.ok ? result.lines : [],
        reasons: result.ok ? [] : result.reasons,
        guests: result.ok ? [] : result.guests,
      };
    });
    return { date, line_count: stays.reduce((n, s) => n + s.lines.length, 0), stays };
  };

  app.get(
    '/api/alloggiati/day/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary:
          'Alloggiati Web records of the stays arriving on `date` (own apartment, else 404): ' +
          'the 168-character lines of each stay, or why it cannot be sent',
        querystring: alloggiatiDayQuery,
        response: { 200: alloggiatiDaySchema, 404: detailErrorSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      return dayOf(ownerId, request.query.date, request.query.apartment);
    },
  );

  app.get(
    '/api/alloggiati/day/file/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary:
          "The day's file for a manual upload on the portal: the lines of every stay that can be " +
          'sent, joined by CR+LF (400 when there is none)',
        querystring: alloggiatiDayQuery,
        response: { 200: z.string(), 400: badRequestSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const { date, apartment } = request.query;
      const day = await dayOf(ownerId, date, apartment);
      const lines = day.stays.flatMap((stay) => stay.lines);
      if (lines.length === 0) {
        const [y, m, d] = date.split('-');
        throw detailError(
          'alloggiati_nothing_to_send',
          `Nessuna schedina da inviare per gli arrivi del ${d}/${m}/${y}.`,
        );
      }
      reply
        .type('text/plain; charset=us-ascii')
        .header('content-disposition', `attachment; filename="alloggiati-${date}.txt"`);
      return recordsFile(lines);
    },
  );
};
