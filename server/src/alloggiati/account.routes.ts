import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AlloggiatiAccountQuery } from '@soglia/api-client';
import { createApartmentsRepository } from '../apartments';
import { ownerOf, requireOwner } from '../auth';
import {
  addIssue,
  detailError,
  fieldErrors,
  hasIssues,
  notFound,
  type FieldIssues,
  badRequestSchema,
  detailErrorSchema,
  detailResponse,
} from '../http';
import { accountInput, accountQuery, accountSchema } from './account.schema';
import { clientFor, serviceError } from './account.client';
import { toAccount } from './account.serializer';
import { AlloggiatiError } from './client';

export const ACCOUNT_MESSAGES = {
  user: "L'utente Alloggiati Web è obbligatorio.",
  password: 'La password è obbligatoria.',
  wsKey: 'La WsKey è obbligatoria.',
  notConfigured: 'Nessun account Alloggiati Web: inserire utente, password e WsKey.',
  verified: 'Credenziali Alloggiati Web verificate.',
} as const;

const WHICH =
  ' (`?apartment=ID`: that apartment’s own account, used for its stays instead of the main one; ' +
  "another owner's apartment: 404)";

export const alloggiatiAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const apartmentsRepo = createApartmentsRepository(app.db);
  const { accounts } = app.alloggiati.repos;

  /** The owner and which account the query names (404 for an apartment that is not theirs). */
  const target = async (request: FastifyRequest) => {
    const { ownerId } = ownerOf(request);
    const { apartment } = request.query as AlloggiatiAccountQuery;
    if (apartment !== undefined && !(await apartmentsRepo.findOwned(ownerId, apartment))) {
      throw notFound();
    }
    return { ownerId, apartmentId: apartment ?? null };
  };

  app.get(
    '/api/alloggiati/account/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary:
          "The owner's Alloggiati Web account (password and WsKey are never sent back; " +
          `user empty while there is none)${WHICH}`,
        querystring: accountQuery,
        response: { 200: accountSchema, 404: detailErrorSchema },
      },
    },
    async (request) => {
      const { ownerId, apartmentId } = await target(request);
      return toAccount(await accounts.find(ownerId, apartmentId));
    },
  );

  app.put(
    '/api/alloggiati/account/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary:
          'Sets the Alloggiati Web account; an empty or omitted password / ws_key keeps the ' +
          `stored one${WHICH}`,
        querystring: accountQuery,
        body: accountInput,
        response: { 200: accountSchema, 400: badRequestSchema, 404: detailErrorSchema },
      },
    },
    async (request) => {
      const { ownerId, apartmentId } = await target(request);
      const current = await accounts.find(ownerId, apartmentId);
      const { user, password = '', ws_key: wsKey = '' } = request.body;
      const errors: FieldIssues = {};
      if (!user) addIssue(errors, 'user', 'required', ACCOUNT_MESSAGES.user);
      if (!password && !current)
        addIssue(errors, 'password', 'required', ACCOUNT_MESSAGES.password);
      if (!wsKey.trim() && !current) addIssue(errors, 'ws_key', 'required', ACCOUNT_MESSAGES.wsKey);
      if (hasIssues(errors)) throw fieldErrors(errors);
      const values = {
        user,
        passwordEncrypted: password ? app.cipher.encrypt(password) : current!.passwordEncrypted,
        wsKeyEncrypted: wsKey.trim() ? app.cipher.encrypt(wsKey.trim()) : current!.wsKeyEncrypted,
        updatedAt: new Date(),
      };
      const row = await accounts.save(ownerId, apartmentId, values);
      return toAccount(row);
    },
  );

  app.delete(
    '/api/alloggiati/account/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary: `Forgets the Alloggiati Web account (also when there is none)${WHICH}`,
        querystring: accountQuery,
        response: { 204: z.null(), 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { ownerId, apartmentId } = await target(request);
      await accounts.delete(ownerId, apartmentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/alloggiati/account/verify/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary:
          'Checks the stored account with the service (GenerateToken + Authentication_Test): ' +
          '200, 400 (no account, refused credentials) or 502 (service unavailable) `{"detail"}` ' +
          `in Italian${WHICH}`,
        querystring: accountQuery,
        response: {
          200: detailResponse,
          400: badRequestSchema,
          404: detailErrorSchema,
          502: detailErrorSchema,
        },
      },
    },
    async (request) => {
      const { ownerId, apartmentId } = await target(request);
      const row = await accounts.find(ownerId, apartmentId);
      if (!row) throw detailError('alloggiati_no_account', ACCOUNT_MESSAGES.notConfigured);
      try {
        await clientFor(row, app.cipher, app.config).verify();
      } catch (err) {
        if (err instanceof AlloggiatiError) throw serviceError(err);
        throw err;
      }
      return { detail: ACCOUNT_MESSAGES.verified };
    },
  );
};
