import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const doorsRoutes: FastifyPluginAsyncZod = async () => {};
