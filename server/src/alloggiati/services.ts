import type { FastifyInstance } from 'fastify';
import { createAutoSendTrigger, type AutoSendTrigger } from './auto-send';
import { createAlloggiatiSender, type AlloggiatiSender } from './send.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alloggiati Web sending, shared by its routes, the jobs and the registration hook. */
    alloggiati: { sender: AlloggiatiSender; autoSend: AutoSendTrigger };
  }
}

/** Decorates the app before the routes are registered (the guests routes use the trigger). */
export const registerAlloggiati = (app: FastifyInstance): void => {
  const sender = createAlloggiatiSender({ db: app.db, cipher: app.cipher, config: app.config });
  const autoSend = createAutoSendTrigger({ db: app.db, sender, log: app.log });
  app.decorate('alloggiati', { sender, autoSend });
  // A send started by a registration finishes before the database closes.
  app.addHook('onClose', () => autoSend.idle());
};
