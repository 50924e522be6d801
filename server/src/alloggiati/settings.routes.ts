import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlloggiatiApartmentSettings } from '@soglia/api-client';
import { apartments } from '../apartments/apartments.table';
import { ownerOf, requireOwner } from '../auth/auth.context';
import { notFound } from '../http/errors';
import { idParams, toId } from '../http/fields';
import { alloggiatiAccounts } from './account.table';
import { findAccount, toAccount } from './accounts';
import { apartmentSettingsSchema, autoSendBody, settingsSchema } from './stays.schema';
import { detailErrorSchema } from '../http/error-responses';

const tags = ['alloggiati'];

export const alloggiatiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The owner's apartments (or one) with their own account, in one query. */
  const apartmentSettings = async (
    ownerId: number,
    apartmentId?: number,
  ): Promise<AlloggiatiApartmentSettings[]> => {
    const rows = await app.db
      .select({ apartment: apartments, account: alloggiatiAccounts })
      .from(apartments)
      .leftJoin(alloggiatiAccounts, eq(alloggiatiAccounts.apartmentId, apartments.id))
      .where(
        and(
          eq(apartments.ownerId, ownerId),
          apartmentId === undefined ? undefined : eq(apartments.id, apartmentId),
        ),
      )
      .orderBy(asc(apartments.id));
    return rows.map(({ apartment, account }) => ({
      id: apartment.id,
      name: apartment.name,
      auto_send: apartment.alloggiatiAutoSend,
      account: account ? toAccount(account) : null,
    }));
  };

  app.get(
    '/api/alloggiati/settings/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary:
          "The main Alloggiati Web account and each apartment's automatic sending and own " +
          'account (secrets never sent back)',
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      return {
        account: toAccount(await findAccount(app.db, ownerId, null)),
        apartments: await apartmentSettings(ownerId),
      };
    },
  );

  app.put(
    '/api/alloggiati/apartments/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: "Turns an apartment's automatic sending on or off (another owner's: 404)",
        params: idParams,
        body: autoSendBody,
        response: { 200: apartmentSettingsSchema, 404: detailErrorSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const id = toId(request.params.id);
      const updated = await app.db
        .update(apartments)
        .set({ alloggiatiAutoSend: request.body.auto_send })
        .where(and(eq(apartments.id, id), eq(apartments.ownerId, ownerId)))
        .returning({ id: apartments.id });
      if (updated.length === 0) throw notFound();
      return (await apartmentSettings(ownerId, id))[0];
    },
  );
};
