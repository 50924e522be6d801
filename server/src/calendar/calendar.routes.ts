import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsRoutes } from './events.routes';
import { exportsRoutes } from './exports.routes';
import { feedsRoutes } from './feeds.routes';
import { createCalendarSyncer, type CalendarSyncer } from './sync.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads calendar feeds (on request and on schedule). */
    calendar: CalendarSyncer;
  }
}

/** The app's calendar syncer: profiles it changes lose their cached logins in this process. */
export const registerCalendar = (app: FastifyInstance): void => {
  app.decorate(
    'calendar',
    createCalendarSyncer({
      db: app.db,
      cipher: app.cipher,
      config: app.config,
      log: app.log,
      onProfilesChanged: (ids) => {
        for (const id of ids) app.tokenCache.invalidate(`profile:${id}`);
      },
      stopping: () => app.lifecycle.shuttingDown,
    }),
  );
};

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(feedsRoutes);
  await app.register(eventsRoutes);
  await app.register(exportsRoutes);
};
