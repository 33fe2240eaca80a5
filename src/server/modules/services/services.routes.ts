import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  createServiceBodySchema,
  listServicesQuerySchema,
  listServicesResponseSchema,
  serviceSchema,
  updateServiceBodySchema,
} from '../../../contracts/services.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { ServicesService } from './services.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export function registerServicesRoutes(app: FastifyInstance, deps: { services: ServicesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { services } = deps;

  api.get('/api/services', {
    schema: {
      operationId: 'listServices',
      tags: ['services'],
      summary: 'Services by name; search ignores accents and case',
      querystring: listServicesQuerySchema,
      response: { 200: listServicesResponseSchema, ...errors },
    },
    handler: async (request) => services.list(actorOf(request), request.query),
  });

  api.post('/api/services', {
    schema: {
      operationId: 'createService',
      tags: ['services'],
      summary: 'Add a service',
      body: createServiceBodySchema,
      response: { 201: serviceSchema, ...errors },
    },
    handler: async (request, reply) => {
      const created = await services.create(actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  });

  api.get('/api/services/:id', {
    schema: {
      operationId: 'getService',
      tags: ['services'],
      summary: 'One service',
      params: idParamsSchema,
      response: { 200: serviceSchema, ...errors },
    },
    handler: async (request) => services.get(actorOf(request), request.params.id),
  });

  api.patch('/api/services/:id', {
    schema: {
      operationId: 'updateService',
      tags: ['services'],
      summary: 'Change a service (only the fields sent); `active: false` deactivates it',
      params: idParamsSchema,
      body: updateServiceBodySchema,
      response: { 200: serviceSchema, ...errors },
    },
    handler: async (request) => services.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/services/:id', {
    schema: {
      operationId: 'deleteService',
      tags: ['services'],
      summary: 'Delete a service no appointment refers to (else 409 SERVICE_IN_USE)',
      params: idParamsSchema,
      response: { 204: z.null(), ...errors, 409: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await services.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
