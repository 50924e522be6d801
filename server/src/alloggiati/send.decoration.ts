import type { FastifyInstance } from 'fastify';
import { createAutoSendTrigger, type AutoSendTrigger } from './auto-send';
import { createAlloggiatiRepositories, type AlloggiatiRepositories } from './repositories';
import { createAlloggiatiSender, type AlloggiatiSender } from './send.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Alloggiati Web: its repositories, and the sending shared by its routes, the jobs and the
     * registration hook.
     */
    alloggiati: {
      repos: AlloggiatiRepositories;
      sender: AlloggiatiSender;
      autoSend: AutoSendTrigger;
    };
  }
}

/** Decorates the app before the routes are registered (the guests routes use the trigger). */
export const registerAlloggiati = (app: FastifyInstance): void => {
  const repos = createAlloggiatiRepositories(app.db);
  const sender = createAlloggiatiSender({
    db: app.db,
    cipher: app.cipher,
    config: app.config,
    repos,
  });
  const autoSend = createAutoSendTrigger({ stays: repos.stays, sender, log: app.log });
  app.decorate('alloggiati', { repos, sender, autoSend });
  // A send started by a registration finishes before the database closes.
  app.addHook('onClose', () => autoSend.idle());
};
