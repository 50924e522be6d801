import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth';
import { placesQuery, placesResponse } from './places.schema';
import { searchPlaces } from './search';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places/',
    {
      preValidation: requireAuth,
      schema: {
        tags: ['places'],
        summary:
          'Comuni and states of the Alloggiati Web tables (owners and guests): type-ahead by name, ' +
          'entries valid on `date`, state names in `language`',
        querystring: placesQuery,
        response: { 200: placesResponse },
      },
    },
    async (request) => {
      const { q, kind, date, language = 'it', limit = 20 } = request.query;
      return searchPlaces({ q, kind, date, language, limit });
    },
  );
};
