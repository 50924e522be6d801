import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AlloggiatiAccount, AlloggiatiAccountInput } from '@soglia/api-client';
import { ownerOf, requireOwner } from '../auth/auth.context';
import { detailError, fieldErrors } from '../http/errors';
import { alloggiatiAccounts } from './account.table';
import { AlloggiatiError, createAlloggiatiClient } from './client';

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

const errorBody = z.object({ detail: z.string() });
/** Field errors or `{"detail"}` (a malformed body). */
const fieldOrDetail = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const alloggiatiAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const find = async (ownerId: number) =>
    (
      await app.db.select().from(alloggiatiAccounts).where(eq(alloggiatiAccounts.ownerId, ownerId))
    )[0] ?? null;
  const wire = (row: typeof alloggiatiAccounts.$inferSelect): AlloggiatiAccount => ({
    user: row.user,
    has_password: row.passwordEncrypted !== '',
    has_ws_key: row.wsKeyEncrypted !== '',
  });

  app.get(
    '/api/alloggiati/account/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary:
          "The owner's Alloggiati Web account (password and WsKey are never sent back; " +
          'user empty while there is none)',
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const row = await find(ownerOf(request).ownerId);
      return row ? wire(row) : { user: '', has_password: false, has_ws_key: false };
    },
  );

  app.put(
    '/api/alloggiati/account/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary:
          'Sets the Alloggiati Web account; an empty or omitted password / ws_key keeps the stored one',
        body: accountInput,
        response: { 200: accountSchema, 400: fieldOrDetail },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const current = await find(ownerId);
      const { user, password = '', ws_key: wsKey = '' } = request.body;
      const errors: Record<string, string[]> = {};
      if (!user) errors.user = [ACCOUNT_MESSAGES.user];
      if (!password && !current) errors.password = [ACCOUNT_MESSAGES.password];
      if (!wsKey.trim() && !current) errors.ws_key = [ACCOUNT_MESSAGES.wsKey];
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      const values = {
        user,
        passwordEncrypted: password ? app.cipher.encrypt(password) : current!.passwordEncrypted,
        wsKeyEncrypted: wsKey.trim() ? app.cipher.encrypt(wsKey.trim()) : current!.wsKeyEncrypted,
        updatedAt: new Date(),
      };
      const [row] = await app.db
        .insert(alloggiatiAccounts)
        .values({ ownerId, ...values })
        .onConflictDoUpdate({ target: alloggiatiAccounts.ownerId, set: values })
        .returning();
      return wire(row);
    },
  );

  app.delete(
    '/api/alloggiati/account/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['alloggiati'],
        summary: "Forgets the owner's Alloggiati Web account (also when there is none)",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.db
        .delete(alloggiatiAccounts)
        .where(eq(alloggiatiAccounts.ownerId, ownerOf(request).ownerId));
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
          'in Italian',
        response: { 200: errorBody, 400: errorBody, 502: errorBody },
      },
    },
    async (request) => {
      const row = await find(ownerOf(request).ownerId);
      if (!row) throw throwNone();
      const client = createAlloggiatiClient({
        url: app.config.alloggiatiUrl,
        timeoutMs: app.config.alloggiatiTimeoutMs,
        credentials: {
          user: row.user,
          password: app.cipher.decrypt(row.passwordEncrypted),
          wskey: app.cipher.decrypt(row.wsKeyEncrypted),
        },
      });
      try {
        await client.verify();
      } catch (err) {
        if (err instanceof AlloggiatiError) {
          // The owner's data (credentials) is a 400; the service failing is a 502.
          const ownFault = err.kind === 'credentials' || err.kind === 'refused';
          throw detailError(ownFault ? 400 : 502, err.message);
        }
        throw err;
      }
      return { detail: ACCOUNT_MESSAGES.verified };
    },
  );
};

const throwNone = (): never => {
  throw detailError(400, ACCOUNT_MESSAGES.notConfigured);
};
