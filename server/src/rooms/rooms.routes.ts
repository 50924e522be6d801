import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const roomsRoutes: FastifyPluginAsyncZod = async () => {};
