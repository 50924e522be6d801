import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth';
import {
  detailError,
  notFound,
  badRequestSchema,
  detailErrorSchema,
  idParams,
  toId,
} from '../http';
import { addDays, localDate } from '../lib';
import { ACCOUNT_MESSAGES } from './account.routes';
import { serviceError } from './account.client';
import {
  fetchReceipt,
  ownerAccounts,
  SERVICE_KEEPS_DAYS,
  SERVICE_TIME_ZONE,
  type FetchOutcome,
} from './receipts.service';
import { fetchReceiptsBody, receiptListSchema, receiptsQuery } from './stays.schema';

const tags = ['alloggiati'];

export const RECEIPT_MESSAGES = {
  future: 'Non esiste ancora la ricevuta di un giorno futuro.',
  tooOld: `Il servizio conserva le ricevute degli ultimi ${SERVICE_KEEPS_DAYS} giorni.`,
} as const;

export const alloggiatiReceiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app.alloggiati;

  app.get(
    '/api/alloggiati/receipts/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          'The stored daily receipts (Ricevuta), newest day first, optionally within [from, to]',
        querystring: receiptsQuery,
        response: { 200: receiptListSchema },
      },
    },
    async (request) => repos.receipts.list(ownerOf(request).ownerId, request.query),
  );

  app.get(
    '/api/alloggiati/receipts/:id/pdf/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: "A receipt's PDF, as an attachment (another owner's: 404)",
        params: idParams,
        response: { 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await repos.receipts.findPdf(ownerOf(request).ownerId, toId(request.params.id));
      if (!row) throw notFound();
      const user = row.user.replace(/[^A-Za-z0-9_-]/g, '');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="ricevuta-${user}-${row.day}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(row.pdf as never);
    },
  );

  app.post(
    '/api/alloggiati/receipts/fetch/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          "Fetches a day's receipt now for every account of the owner (stored, replacing an " +
          'older copy): the receipts stored. 400 for a future day, a day over 30 days ago, no ' +
          'account, or when the service refuses the day for every account (it has no receipt ' +
          'of today until the day is over); 502 when the service fails',
        body: fetchReceiptsBody,
        response: { 200: receiptListSchema, 400: badRequestSchema, 502: detailErrorSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const { day } = request.body;
      const now = new Date();
      const today = localDate(now, SERVICE_TIME_ZONE);
      if (day > today) throw detailError('receipts_future_day', RECEIPT_MESSAGES.future);
      if (day < addDays(today, -SERVICE_KEEPS_DAYS))
        throw detailError('receipts_day_too_old', RECEIPT_MESSAGES.tooOld);
      const accounts = await ownerAccounts(repos, ownerId);
      if (accounts.length === 0)
        throw detailError('alloggiati_no_account', ACCOUNT_MESSAGES.notConfigured);
      // Today is asked too: the service decides which days it has (see the README).
      const results: FetchOutcome[] = [];
      for (const account of accounts) {
        results.push(
          await fetchReceipt({ repos, cipher: app.cipher, config: app.config }, account, day, now),
        );
      }
      const stored = results.flatMap((r) => (r.kind === 'stored' ? [r.id] : []));
      if (stored.length === 0) {
        const failures = results as Exclude<FetchOutcome, { kind: 'stored' }>[];
        const failed = failures.find((r) => r.kind === 'failed');
        throw serviceError((failed ?? failures[0]).error);
      }
      return repos.receipts.list(ownerId, { id: stored });
    },
  );
};
