import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's life: `shuttingDown` turns true when a shutdown begins. */
    lifecycle: { shuttingDown: boolean };
  }
}

/**
 * Once a shutdown began, every answer (those of the requests in flight too) closes its
 * connection: a kept-alive connection would otherwise hold the server open until its
 * keep-alive timeout.
 */
export const registerLifecycle = (app: FastifyInstance): void => {
  app.decorate('lifecycle', { shuttingDown: false });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  // A streamed answer (a document photo) may end after the server began closing, its headers
  // already sent without `Connection: close`: its connection, idle now, is closed at once
  // instead of holding the close until the keep-alive timeout.
  app.addHook('onResponse', (_request, _reply, done) => {
    if (!app.server.listening) app.server.closeIdleConnections();
    done();
  });
};
