import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const doorAccessRoutes: FastifyPluginAsyncZod = async () => {};
