import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { authConfigResponseSchema, meResponseSchema } from '../../../contracts/session.ts';
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
