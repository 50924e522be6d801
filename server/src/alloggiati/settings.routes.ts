import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireOwner } from '../auth';
import { notFound, idParams, toId, detailErrorSchema } from '../http';
import { toAccount } from './account.serializer';
import { apartmentSettingsSchema, autoSendBody, settingsSchema } from './stays.schema';

const tags = ['alloggiati'];

export const alloggiatiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, settings } = app.alloggiati.repos;

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
        account: toAccount(await accounts.find(ownerId, null)),
        apartments: await settings.apartments(ownerId),
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
      if (!(await settings.setAutoSend(ownerId, id, request.body.auto_send))) throw notFound();
      return (await settings.apartments(ownerId, id))[0];
    },
  );
};
