import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler';
import { fieldError } from './errors';
import { serializerCompiler } from './serializer';
import { validatorCompiler } from './validation';

/** A route whose declared 400 is `{"detail"}` only, like several routes once had. */
const appWithNarrowErrorSchema = () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const detailOnly = z.object({ detail: z.string() });
  app.post(
    '/check/',
    {
      schema: {
        querystring: z.object({ apartment: z.coerce.number().int().positive().optional() }),
        response: { 200: detailOnly, 400: detailOnly, 404: detailOnly },
      },
    },
    async (request) => {
      if (request.query.apartment === 7) throw fieldError('apartment', 'invalid', 'Nope.');
      return { detail: 'ok' };
    },
  );
  return app;
};

describe('error answers', () => {
  it('writes field errors as they are, whatever 400 the route declares', async () => {
    const app = appWithNarrowErrorSchema();
    const invalid = await app.inject({ method: 'POST', url: '/check/?apartment=abc' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json())).toEqual(['apartment', 'codes']);
    expect(invalid.json().codes).toEqual({ apartment: ['invalid_integer'] });
    const refused = await app.inject({ method: 'POST', url: '/check/?apartment=7' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { apartment: ['Nope.'], codes: { apartment: ['invalid'] } },
    });
    const fine = await app.inject({ method: 'POST', url: '/check/?apartment=1' });
    expect(fine.json()).toEqual({ detail: 'ok' });
    await app.close();
  });
});
