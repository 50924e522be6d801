import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestOf, ownerOf, requireGuest, requireOwner } from '../auth';
import { notFound, badRequestSchema, detailErrorSchema } from '../http';
import {
  createDbSlotStore,
  createRateGate,
  createShellyClient,
  isAllowedServerUri,
} from '../shelly';
import { createCpcChecker } from './check-cpc';
import { doorAccessSettings } from './door-access.config';
import { createDoorAccessRepository } from './door-access.repository';
import {
  auditQuery,
  auditResponse,
  checkCpcBody,
  checkCpcResponse,
  doorsStatusResponse,
  forbiddenResponse,
  guestRoomResponse,
  languageQuery,
} from './door-access.schema';
import { createDoorsStatus } from './doors-status';
import { guestRoom } from './guest-room';

export const doorAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createDoorAccessRepository(app.db);
  const settings = doorAccessSettings(app);
  const shelly = createShellyClient({
    timeoutMs: settings.timeoutMs,
    // One schedule per Shelly account for every API process: the database they share. A call
    // still unanswered long after its timeout was made by a process that died.
    gate: createRateGate(createDbSlotStore(app.db), { abandonMs: 2 * settings.timeoutMs + 1000 }),
    isAllowed: (serverUri) => isAllowedServerUri(serverUri, app.config.shellyAllowedOrigins),
  });
  const checkCpc = createCpcChecker(app, repo, shelly, settings);
  const doorsStatus = createDoorsStatus(app, repo, shelly, settings);

  app.get(
    '/api/guest-room/',
    {
      preValidation: requireGuest,
      schema: {
        tags: ['guest'],
        summary: "The guest's room and doors, or what is still missing, or when access opens/ended",
        querystring: languageQuery,
        response: { 200: guestRoomResponse },
      },
    },
    async (request) =>
      guestRoom(repo, guestOf(request).profileId, request.query.language, settings.now()),
  );

  app.post(
    '/api/check-cpc/',
    {
      preValidation: requireGuest,
      schema: {
        tags: ['guest'],
        summary: 'Open a remote-lock door of the own room with its CPC (device-side pulse)',
        body: checkCpcBody,
        response: {
          200: checkCpcResponse,
          400: badRequestSchema,
          403: forbiddenResponse,
          404: detailErrorSchema,
          429: detailErrorSchema,
          502: detailErrorSchema,
          503: detailErrorSchema,
          504: detailErrorSchema,
        },
      },
    },
    async (request) =>
      checkCpc({
        profileId: guestOf(request).profileId,
        doorId: request.body.door_id,
        cpc: request.body.cpc,
        ip: request.ip,
      }),
  );

  app.get(
    '/api/check-doors-status/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['doors'],
        summary: "Online state of the caller's remote-lock doors (batched Shelly Cloud reads)",
        response: { 200: doorsStatusResponse },
      },
    },
    async (request) => doorsStatus(ownerOf(request).ownerId),
  );

  app.get(
    '/api/door-open-audit/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['doors'],
        summary: "Every CPC attempt on the caller's doors, newest first",
        querystring: auditQuery,
        response: { 200: auditResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const { door_id: doorId, limit } = request.query;
      if (doorId !== undefined && !(await repo.ownsDoor(ownerId, doorId))) throw notFound();
      return repo.auditFor(ownerId, { doorId, limit });
    },
  );
};
