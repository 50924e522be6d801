import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const guestsRoutes: FastifyPluginAsyncZod = async () => {};
