import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { MediaStoreError } from '../media/stored-files';
import { HttpError, isDatabaseUnavailable, MESSAGES } from './errors';
import { toFieldErrors, type ValidationIssue } from './validation';

const clientMessages: Record<string, (error: FastifyError, request: FastifyRequest) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'JSON parse error - the body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'JSON parse error - the body is empty.',
  // DRF's wording, naming the type that was sent.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_e, request) =>
    `Unsupported media type "${(request.headers['content-type'] ?? '').split(';')[0].slice(0, 100)}" in request.`,
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'Request body is too large.',
};

/** Every error becomes `{"detail": ...}` or DRF field errors; only real bugs answer 500. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: MESSAGES.notFound });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // An error answer is written as it is, not through the route's response schema for its
    // status: a schema that expects `{"detail"}` would otherwise turn field errors into a 500.
    reply.serializer(JSON.stringify);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (Array.isArray(error.validation)) {
      // A malformed id in the URL is simply a missing object.
      if (error.validationContext === 'params') {
        return reply.code(404).send({ detail: MESSAGES.notFound });
      }
      return reply.code(400).send(toFieldErrors(error.validation as unknown as ValidationIssue[]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientMessages[error.code]?.(error, request) ?? error.message;
      return reply.code(status).send({ detail: message });
    }
    // Before the database test: a bucket's refused connection is not the database's.
    if (error instanceof MediaStoreError) {
      request.log.warn({ err: error }, 'media store not available');
      return reply.code(503).header('retry-after', '5').send({ detail: MESSAGES.mediaUnavailable });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was committed by this request's failed transaction; the next one gets a new
      // connection.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ detail: MESSAGES.databaseUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: MESSAGES.serverError });
  });
};
