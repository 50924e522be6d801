import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const infosRoutes: FastifyPluginAsyncZod = async () => {};
