import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth';
import { fieldError, idParams, toId, badRequestSchema, detailErrorSchema } from '../http';
import { addDays } from '../lib';
import { planStay } from './stay-status';
import {
  actionResultSchema,
  dueQuery,
  resolveBody,
  resolveParams,
  stayStatusListSchema,
  stayStatusSchema,
  staysQuery,
} from './stays.schema';

const tags = ['alloggiati'];
export const MAX_RANGE_DAYS = 366;
const END_BEFORE_START = 'La data di fine non può precedere la data di inizio.';
export const RANGE_TOO_LONG = `L'intervallo può coprire al massimo ${MAX_RANGE_DAYS} giorni.`;

export const alloggiatiStaysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sender, repos } = app.alloggiati;

  app.get(
    '/api/alloggiati/stays/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          "The Alloggiati Web state of the owner's stays overlapping [start_date, end_date] " +
          `(at most ${MAX_RANGE_DAYS} days), in check-in order`,
        querystring: staysQuery,
        response: { 200: stayStatusListSchema, 400: badRequestSchema },
      },
    },
    async (request) => {
      const { start_date: start, end_date: end } = request.query;
      if (end < start) throw fieldError('end_date', 'end_before_start', END_BEFORE_START);
      if (addDays(start, MAX_RANGE_DAYS - 1) < end)
        throw fieldError('end_date', 'range_too_long', RANGE_TOO_LONG);
      const now = new Date();
      const stays = await repos.stays.overlapping(ownerOf(request).ownerId, start, end);
      return stays.map((stay) => planStay(stay, now, sender.staleMs).status);
    },
  );

  app.get(
    '/api/alloggiati/due/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          'Stays to send whose deadline is within `hours` (default 24) or past while the service ' +
          'still takes them, every refused or incomplete stay it still takes, and every ' +
          'uncertain stay; earliest deadline first',
        querystring: dueQuery,
        response: { 200: stayStatusListSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const now = new Date();
      const until = now.getTime() + (request.query.hours ?? 24) * 3600_000;
      const stays = await repos.stays.due(ownerId, now);
      return stays
        .map((stay) => planStay(stay, now, sender.staleMs).status)
        .filter(
          (s) =>
            (s.state === 'to_send' && Date.parse(s.deadline) <= until) ||
            ['uncertain', 'refused', 'incomplete'].includes(s.state),
        )
        .sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline) || a.id - b.id);
    },
  );

  app.get(
    '/api/alloggiati/stays/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: "One stay's Alloggiati Web state (another owner's: 404)",
        params: idParams,
        response: { 200: stayStatusSchema, 404: detailErrorSchema },
      },
    },
    async (request) => sender.status(ownerOf(request).ownerId, toId(request.params.id)),
  );

  app.post(
    '/api/alloggiati/stays/:id/test/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          "Verifica: the service's Test on the lines still to send (nothing is recorded); " +
          '400 when there is nothing to check or the credentials are refused, 502 when the ' +
          'service fails',
        params: idParams,
        response: {
          200: actionResultSchema,
          400: detailErrorSchema,
          404: detailErrorSchema,
          502: detailErrorSchema,
        },
      },
    },
    async (request) => sender.test(ownerOf(request).ownerId, toId(request.params.id)),
  );

  app.post(
    '/api/alloggiati/stays/:id/send/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          'Invia: sends every unsent or refused guest (a single guest, or a holder with its ' +
          'members, per Send call), never twice. 200 once a Send went out (a Send without an ' +
          'answer leaves its guests uncertain, the answer says so); 400 / 502 when nothing was ' +
          'sent; 409 while another Send of the stay is in flight',
        params: idParams,
        response: {
          200: actionResultSchema,
          400: detailErrorSchema,
          404: detailErrorSchema,
          409: detailErrorSchema,
          502: detailErrorSchema,
        },
      },
    },
    async (request) => (await sender.send(ownerOf(request).ownerId, toId(request.params.id)))!,
  );

  app.post(
    '/api/alloggiati/stays/:id/guests/:guestId/resolve/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          'After checking the portal: `received` marks the guest accepted (an uncertain Send, or ' +
          'a record entered on the portal; its photos are deleted), `not_received` makes an ' +
          'uncertain guest sendable again',
        params: resolveParams,
        body: resolveBody,
        response: {
          200: stayStatusSchema,
          400: badRequestSchema,
          404: detailErrorSchema,
          409: detailErrorSchema,
        },
      },
    },
    async (request) =>
      sender.resolve(
        ownerOf(request).ownerId,
        toId(request.params.id),
        toId(request.params.guestId),
        request.body.outcome,
      ),
  );
};
