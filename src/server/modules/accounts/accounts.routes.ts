import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { authConfigResponseSchema, meResponseSchema, sessionResponseSchema } from '../../../contracts/session.ts';
import type { Config } from '../../config.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { SessionResolver } from '../../plugins/session.ts';
import type { AccountsService } from './accounts.service.ts';

export function registerAccountsRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountsService; sessions: SessionResolver; config: Config },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me', {
    schema: {
      operationId: 'getMe',
      tags: ['session'],
      summary: 'The signed-in user, their profile and business',
      response: { 200: meResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      await deps.sessions.renewSession(request);
      return deps.accounts.getMe(actorOf(request).user);
    },
  });

  api.get('/api/session', {
    schema: {
      operationId: 'getSession',
      tags: ['session'],
      summary: 'Who is signed in, if anyone: the web app asks this on every page (null when nobody is)',
      response: { 200: sessionResponseSchema },
    },
    handler: async (request) => {
      const session = await deps.sessions.current(request);
      if (!session) return null;
      await deps.sessions.renewSession(request);
      const me = await deps.accounts.findMe(session.user);
      return { user: session.user, me, isSuperAdmin: session.isActiveSuperAdmin };
    },
  });

  api.get('/api/auth-config', {
    schema: {
      operationId: 'getAuthConfig',
      tags: ['session'],
      summary: 'Which sign-in methods this server offers',
      response: { 200: authConfigResponseSchema },
    },
    handler: async () => ({ googleEnabled: deps.config.google !== undefined, localMailbox: deps.config.localMailbox }),
  });
}
