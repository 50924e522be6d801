import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LoginResponse, UserInformation } from '@soglia/api-client';
import { MESSAGES, detailResponse } from '../http';
import { requireAuth } from './auth.context';
import { createAuthRepository } from './auth.repository';
import { loginBody, loginResponse, userInformationResponse } from './auth.schema';
import { createLoginService } from './login.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const login = createLoginService(app);
  const repo = createAuthRepository(app.db);

  app.post(
    '/api/auth/login/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Owner or guest login; answers a token key',
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request): Promise<LoginResponse> => {
      const { username, password } = request.body;
      return { key: await login(username, password, request.ip) };
    },
  );

  app.post(
    '/api/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes the current token',
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      if (request.auth) {
        await repo.deleteToken(request.auth.tokenId);
        app.tokenCache.invalidate(`token:${request.auth.tokenId}`);
      }
      return { detail: MESSAGES.loggedOut };
    },
  );

  app.get(
    '/api/user_information/',
    {
      preValidation: requireAuth,
      schema: { tags: ['auth'], response: { 200: userInformationResponse } },
    },
    async (request): Promise<UserInformation> => ({ profile_type: request.auth!.kind }),
  );
};
