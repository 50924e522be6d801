import type { ErrorCode } from '@soglia/api-client';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  fieldErrorBody,
  HttpError,
  isDatabaseUnavailable,
  MediaStoreError,
  MESSAGES,
} from './errors';
import { toFieldIssues, type ValidationIssue } from './validation';

const clientErrors: Record<
  string,
  { code: ErrorCode; message: (error: FastifyError, request: FastifyRequest) => string }
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'parse_error',
    message: () => 'JSON parse error - the body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'parse_error',
    message: () => 'JSON parse error - the body is empty.',
  },
  // DRF's wording, naming the type that was sent.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: (_e, request) =>
      `Unsupported media type "${(request.headers['content-type'] ?? '').split(';')[0].slice(0, 100)}" in request.`,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'request_too_large',
    message: () => 'Request body is too large.',
  },
};

/** The code of another 4xx Fastify raised itself, by its status. */
const codeOfStatus = (status: number): ErrorCode => {
  if (status === 404) return 'not_found';
  if (status === 413) return 'request_too_large';
  if (status === 415) return 'unsupported_media_type';
  return 'bad_request';
};

const NOT_FOUND = { detail: MESSAGES.notFound, code: 'not_found' } as const;

/**
 * Every error becomes `{"detail", "code"}` or field errors with their `codes`; only real bugs
 * answer 500.
 */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(NOT_FOUND);
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
        return reply.code(404).send(NOT_FOUND);
      }
      const issues = toFieldIssues(error.validation as unknown as ValidationIssue[]);
      return reply.code(400).send(fieldErrorBody(issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = Object.hasOwn(clientErrors, error.code) ? clientErrors[error.code] : null;
      return reply.code(status).send({
        detail: known ? known.message(error, request) : error.message,
        code: known ? known.code : codeOfStatus(status),
      });
    }
    // Before the database test: a bucket's refused connection is not the database's.
    if (error instanceof MediaStoreError) {
      request.log.warn({ err: error }, 'media store not available');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: MESSAGES.mediaUnavailable, code: 'media_unavailable' });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was committed by this request's failed transaction; the next one gets a new
      // connection.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ detail: MESSAGES.databaseUnavailable, code: 'database_unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: MESSAGES.serverError, code: 'server_error' });
  });
};
