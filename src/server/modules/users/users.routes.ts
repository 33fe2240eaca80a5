import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  businessUserSchema,
  createUserAccessBodySchema,
  listUsersResponseSchema,
  userIdParamsSchema,
} from '../../../contracts/users.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { UsersService } from './users.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export function registerUsersRoutes(app: FastifyInstance, deps: { users: UsersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { users } = deps;

  api.get('/api/users', {
    schema: {
      operationId: 'listUsers',
      tags: ['users'],
      summary: "Who may sign in (the owner and professionals with a login), and 'N de M usuários usados'",
      response: { 200: listUsersResponseSchema, ...errors },
    },
    handler: async (request) => users.list(actorOf(request)),
  });

  api.post('/api/users', {
    schema: {
      operationId: 'createUserAccess',
      tags: ['users'],
      summary:
        "Give a professional a login, with a first password or an invitation e-mail, within the plan's user limit",
      body: createUserAccessBodySchema,
      response: { 201: businessUserSchema, ...errors, 409: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const created = await users.grant(actorOf(request), request.body, requestLocale(request));
      return reply.status(201).send(created);
    },
  });

  api.delete('/api/users/:userId', {
    schema: {
      operationId: 'revokeUserAccess',
      tags: ['users'],
      summary: "Remove a professional's login; their sessions end at once (the owner's cannot be removed)",
      params: userIdParamsSchema,
      response: { 204: z.null(), ...errors, 409: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await users.revoke(actorOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  });
}
