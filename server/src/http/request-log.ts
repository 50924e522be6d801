import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request logging, shortened: no "incoming request" line, and one plain line per
 * answer (method, URL, status, time) instead of a serialized request and reply. Errors, 404s and
 * the rest are logged as Fastify does.
 */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
    );
  }
}
