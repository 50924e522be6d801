import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf, requireAuth, requireOwner } from '../auth';
import { doorAccessSettings } from '../door-access';
import { badRequestSchema, detailErrorSchema, notFound, toId } from '../http';
import { createBus } from '../realtime';
import { iceServersFor } from './ice-servers';
import { createIdentificationService } from './identification.service';
import {
  callsQuery,
  callsResponse,
  iceServersResponse,
  inPersonBody,
  profileParams,
  stayResponse,
} from './identification.schema';
import { identificationSocket } from './identification.socket';
import { staySummary } from './stay-summary';

/** The channel of the identification messages between API processes. */
export const IDENTIFICATION_CHANNEL = 'soglia_identification';
const SWEEP_MS = 10_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Identification at the door: the socket, the bus between processes, and the REST calls. */
export const identificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.identification;
  const bus = await createBus({
    db: app.db,
    channel: IDENTIFICATION_CHANNEL,
    databaseUrl: app.config.databaseUrl,
    redisUrl: app.config.redisUrl,
    redisKeyPrefix: app.config.redisKeyPrefix,
    onError: (error) => app.log.warn(`identification bus: ${error.message}`),
  });
  const service = createIdentificationService({
    app,
    bus,
    settings,
    doorAccess: doorAccessSettings(app),
  });
  const socket = identificationSocket(app, service, bus);
  // Calls whose process went away before their ring time ended: any process may decide, once.
  const sweep = setInterval(
    () => {
      service.expire().catch((error: Error) => app.log.warn(`identification: ${error.message}`));
    },
    Math.min(SWEEP_MS, settings.ringSeconds * 500),
  );
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    service.close();
    await socket.close();
    await bus.close();
  });

  app.get(
    '/api/identification/ice-servers/',
    {
      preValidation: requireAuth,
      schema: {
        tags: ['identification'],
        summary: 'STUN/TURN servers for the call, with TURN credentials valid for ttl_seconds',
        response: { 200: iceServersResponse },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const id = auth.kind === 'owner' ? `o${auth.ownerId}` : `g${auth.profileId}`;
      return iceServersFor(settings, id);
    },
  );

  app.get(
    '/api/identification/calls/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['identification'],
        summary: "The caller's identification calls, newest first (missed ones included)",
        querystring: callsQuery,
        response: { 200: callsResponse },
      },
    },
    async (request) => {
      const rows = await service.repo.recentCalls(ownerOf(request).ownerId, request.query.limit);
      return rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        answered_at: iso(row.answered_at),
        ended_at: iso(row.ended_at),
        stay_identified_at: iso(row.stay_identified_at),
      }));
    },
  );

  app.get(
    '/api/identification/stays/:profileId/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['identification'],
        summary: "A stay's identification: its registered guests, documents and outcomes",
        params: profileParams,
        response: { 200: stayResponse, 404: detailErrorSchema },
      },
    },
    async (request) => {
      const stay = await staySummary(
        service.repo,
        ownerOf(request).ownerId,
        toId(request.params.profileId),
      );
      if (!stay) throw notFound();
      return stay;
    },
  );

  app.post(
    '/api/identification/stays/:profileId/in-person/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['identification'],
        summary: '"Identificati di persona": the host saw these guests of the stay',
        params: profileParams,
        body: inPersonBody,
        response: { 200: stayResponse, 400: badRequestSchema, 404: detailErrorSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const profileId = toId(request.params.profileId);
      await service.identifyInPerson(ownerId, profileId, request.body.guests);
      const stay = await staySummary(service.repo, ownerId, profileId);
      if (!stay) throw notFound();
      return stay;
    },
  );
};
