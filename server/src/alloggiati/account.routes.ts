import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  AlloggiatiAccount,
  AlloggiatiAccountInput,
  AlloggiatiAccountQuery,
} from '@soglia/api-client';
import { createApartmentsRepository } from '../apartments/apartments.repository';
import { ownerOf, requireOwner } from '../auth/auth.context';
import {
  addIssue,
  detailError,
  fieldErrors,
  hasIssues,
  notFound,
  type FieldIssues,
} from '../http/errors';
import { badRequestSchema, detailErrorSchema, detailResponse } from '../http/error-responses';
import { alloggiatiAccounts } from './account.table';
import { clientFor, findAccount, serviceError, toAccount } from './accounts';
import { AlloggiatiError } from './client';

export const ACCOUNT_MESSAGES = {
  user: "L'utente Alloggiati Web è obbligatorio.",
  password: 'La password è obbligatoria.',
  wsKey: 'La WsKey è obbligatoria.',
  notConfigured: 'Nessun account Alloggiati Web: inserire utente, password e WsKey.',
  verified: 'Credenziali Alloggiati Web verificate.',
} as const;

export const accountSchema = z.object({
  user: z.string(),
  has_password: z.boolean(),
  has_ws_key: z.boolean(),
}) satisfies z.ZodType<AlloggiatiAccount>;

export const accountInput = z.object({
  user: z.string().trim().max(50),
  password: z.string().max(200).optional(),
  ws_key: z.string().max(500).optional(),
}) satisfies z.ZodType<AlloggiatiAccountInput>;

/** No apartment: the owner's main account; one of the owner's apartments: its own account. */
export const accountQuery = z.object({
  apartment: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});

const WHICH =
  ' (`?apartment=ID`: that apartment’s own account, used for its stays instead of the main one; ' +
  "another owner's apartment: 404)";

export const alloggiatiAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const apartmentsRepo = createApartmentsRepository(app.db);

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
      return toAccount(await findAccount(app.db, ownerId, apartmentId));
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
      const current = await findAccount(app.db, ownerId, apartmentId);
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
      const insert = app.db.insert(alloggiatiAccounts).values({ ownerId, apartmentId, ...values });
      const [row] = await (
        apartmentId === null
          ? insert.onConflictDoUpdate({
              target: alloggiatiAccounts.ownerId,
              targetWhere: isNull(alloggiatiAccounts.apartmentId),
              set: values,
            })
          : insert.onConflictDoUpdate({ target: alloggiatiAccounts.apartmentId, set: values })
      ).returning();
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
      await app.db
        .delete(alloggiatiAccounts)
        .where(
          and(
            eq(alloggiatiAccounts.ownerId, ownerId),
            apartmentId === null
              ? isNull(alloggiatiAccounts.apartmentId)
              : eq(alloggiatiAccounts.apartmentId, apartmentId),
          ),
        );
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
      const row = await findAccount(app.db, ownerId, apartmentId);
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
