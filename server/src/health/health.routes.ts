import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaStoreOf } from '../media';
import { createHealthService } from './health.service';

const check = z.enum(['ok', 'unavailable', 'pending', 'skipped']);
const readiness = z.object({
  status: z.enum(['ok', 'unavailable', 'shutting_down']),
  checks: z.object({ database: check, migrations: check, media: check }),
});

/**
 * Probes for a proxy or process manager: public, never throttled, out of the request log
 * (`logLevel: 'warn'`), and their answers name states only, no paths or errors.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService({
    db: app.db,
    store: mediaStoreOf(app.config),
    shuttingDown: () => app.lifecycle.shuttingDown,
    onFailure: (name, err) => app.log.warn({ err, check: name }, `readiness: ${name} not ready`),
  });
  const quiet = { public: true };

  app.get(
    '/api/health/live',
    {
      config: quiet,
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'The process is up (no dependency is checked)',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      config: quiet,
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary:
          'Ready for traffic: database answering and migrated, media store writable, not shutting down (else 503)',
        security: [],
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const state = await health.ready();
      return reply.code(state.status === 'ok' ? 200 : 503).send(state);
    },
  );
};
