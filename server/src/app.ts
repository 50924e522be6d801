import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db';
import {
  alloggiatiAccountRoutes,
  alloggiatiDayRoutes,
  alloggiatiReceiptsRoutes,
  registerAlloggiati,
  alloggiatiSettingsRoutes,
  alloggiatiStaysRoutes,
} from './alloggiati';
import { apartmentsRoutes } from './apartments';
import { calendarRoutes, registerCalendar } from './calendar';
import { authRoutes, registerAuthentication, createTokenCache, type TokenCache } from './auth';
import { billingRoutes } from './billing';
import { checkinProfilesRoutes } from './checkin-profiles';
import { doorAccessRoutes } from './door-access';
import { doorsRoutes } from './doors';
import { guestsRoutes, guestPhotosRoutes } from './guests';
import websocket from '@fastify/websocket';
import { healthRoutes, registerLifecycle } from './health';
import {
  identificationRoutes,
  MAX_MESSAGE_BYTES,
  registerSocketToken,
  websocketOptions,
} from './identification';
import { guidebookRoutes } from './guidebook';
import { decoderOf } from './media';
import { placesRoutes } from './places';
import { roomsRoutes } from './rooms';
import {
  registerErrorHandling,
  detailError,
  nestsDeeperThan,
  OneLineLogController,
  registerSecurityHeaders,
  serializerCompiler,
  validatorCompiler,
} from './http';
import {
  createCipher,
  type Cipher,
  registerCsrf,
  createDbThrottleStore,
  type ThrottleStore,
  createRedisThrottleStore,
  resolveEncryptionKey,
} from './security';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    cipher: Cipher;
    /** Shared failure counters: Redis when REDIS_URL is set, else the database. */
    throttle: ThrottleStore;
    /** Recently checked login tokens, dropped on the database's change notifications. */
    tokenCache: TokenCache;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Fastify logger options; default: pino (pretty on a dev TTY). `false` silences it. */
  logger?: FastifyServerOptions['logger'];
}

export const defaultLogger = (config: AppConfig): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrftoken"]'],
  ...(process.stdout.isTTY && config.nodeEnv !== 'production'
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {}),
});

export const buildApp = async ({
  db,
  config,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const { requestTimeoutMs } = config;
  const app = Fastify({
    logger: logger ?? defaultLogger(config),
    // One short line per answer instead of two with the whole request and reply.
    logController: new OneLineLogController(),
    trustProxy: config.trustProxy,
    // Every request, body included, must arrive in time, and silent connections are closed:
    // slow uploads cannot hold sockets and buffers forever.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      // How often Node checks those deadlines (30 s by default).
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(100, Math.floor(requestTimeoutMs / 4)),
      ),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  registerLifecycle(app);
  app.decorate('cipher', createCipher((await resolveEncryptionKey(db, config)).secret));

  if (config.redisUrl) {
    const store = createRedisThrottleStore(config.redisUrl, config.redisKeyPrefix);
    app.decorate('throttle', store);
    app.addHook('onClose', () => store.close());
  } else {
    app.decorate('throttle', createDbThrottleStore(db));
  }

  const tokenCache = await createTokenCache({
    db,
    databaseUrl: config.databaseUrl,
    ttlSeconds: config.tokenCacheSeconds,
    onListenerError: (error) =>
      app.log.warn(`Token cache: the change listener failed (${error.message}); reconnecting.`),
  });
  app.decorate('tokenCache', tokenCache);
  app.addHook('onClose', () => tokenCache.close());
  app.addHook('onClose', () => decoderOf(config).close());
  registerErrorHandling(app);
  // Like DRF, an empty JSON body is no data (each required field is then reported by name).
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text)) {
      return done(
        detailError('parse_error', 'JSON parse error - the body is nested too deeply.'),
        undefined,
      );
    }
    parseJson(request, text, done);
  });
  // The API speaks JSON and (for guest registration) multipart only: text/plain is refused (415).
  app.removeContentTypeParser('text/plain');
  // No upgrade-insecure-requests: the API and its docs are served over plain HTTP in development.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Soglia API', version: '0.1.0' },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Token <key>',
          },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Before every route (upgrades to other routes are refused) and every hook (a refused upgrade's
  // connection is closed only when the plugin's own hook ran first).
  await app.register(websocket, websocketOptions(MAX_MESSAGE_BYTES));
  registerCsrf(app);
  registerSocketToken(app);
  registerAuthentication(app);
  registerAlloggiati(app);
  registerCalendar(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(apartmentsRoutes);
  await app.register(checkinProfilesRoutes);
  await app.register(roomsRoutes);
  await app.register(doorsRoutes);
  await app.register(doorAccessRoutes);
  await app.register(billingRoutes);
  await app.register(guestsRoutes);
  await app.register(guestPhotosRoutes);
  await app.register(guidebookRoutes);
  await app.register(placesRoutes);
  await app.register(alloggiatiDayRoutes);
  await app.register(alloggiatiAccountRoutes);
  await app.register(alloggiatiStaysRoutes);
  await app.register(alloggiatiSettingsRoutes);
  await app.register(alloggiatiReceiptsRoutes);
  await app.register(identificationRoutes);
  await app.register(calendarRoutes);

  return app;
};
