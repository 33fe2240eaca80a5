import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  createProfessionalBodySchema,
  listProfessionalsQuerySchema,
  listProfessionalsResponseSchema,
  professionalSchema,
  updateProfessionalBodySchema,
} from '../../../contracts/professionals.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { ProfessionalsService } from './professionals.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export function registerProfessionalsRoutes(app: FastifyInstance, deps: { professionals: ProfessionalsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { professionals } = deps;

  api.get('/api/professionals', {
    schema: {
      operationId: 'listProfessionals',
      tags: ['professionals'],
      summary: 'The team by name, with services, week and breaks; filter by search, active, service',
      querystring: listProfessionalsQuerySchema,
      response: { 200: listProfessionalsResponseSchema, ...errors },
    },
    handler: async (request) => professionals.list(actorOf(request), request.query),
  });

  api.post('/api/professionals', {
    schema: {
      operationId: 'createProfessional',
      tags: ['professionals'],
      summary: "Add a professional with their services, working hours and breaks (services must be the business's)",
      body: createProfessionalBodySchema,
      response: { 201: professionalSchema, ...errors },
    },
    handler: async (request, reply) => {
      const created = await professionals.create(actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  });

  api.get('/api/professionals/:id', {
    schema: {
      operationId: 'getProfessional',
      tags: ['professionals'],
      summary: 'One professional',
      params: idParamsSchema,
      response: { 200: professionalSchema, ...errors },
    },
    handler: async (request) => professionals.get(actorOf(request), request.params.id),
  });

  api.patch('/api/professionals/:id', {
    schema: {
      operationId: 'updateProfessional',
      tags: ['professionals'],
      summary: 'Change a professional; a list sent (serviceIds, workingHours, breaks) replaces the old one',
      params: idParamsSchema,
      body: updateProfessionalBodySchema,
      response: { 200: professionalSchema, ...errors },
    },
    handler: async (request) => professionals.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/professionals/:id', {
    schema: {
      operationId: 'deleteProfessional',
      tags: ['professionals'],
      summary: 'Delete a professional without appointments (else 409 PROFESSIONAL_IN_USE), and their login',
      params: idParamsSchema,
      response: { 204: z.null(), ...errors, 409: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await professionals.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
