import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientDataExportSchema,
  clientDataQuerySchema,
  clientDetailSchema,
  clientDuplicatesQuerySchema,
  clientDuplicatesResponseSchema,
  clientSchema,
  createClientBodySchema,
  eraseClientBodySchema,
  exportClientsQuerySchema,
  listClientsQuerySchema,
  listClientsResponseSchema,
  updateClientBodySchema,
} from '../../../contracts/clients.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { sendCsv } from '../../csv.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { ClientsService } from './clients.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export function registerClientsRoutes(app: FastifyInstance, deps: { clients: ClientsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { clients } = deps;

  api.get('/api/clients', {
    schema: {
      operationId: 'listClients',
      tags: ['clients'],
      summary:
        "Clients by name; `search` matches name, e-mail or phone digits, ignoring accents and case ('joao' finds 'João')",
      querystring: listClientsQuerySchema,
      response: { 200: listClientsResponseSchema, ...errors },
    },
    handler: async (request) => clients.list(actorOf(request), request.query),
  });

  api.post('/api/clients', {
    schema: {
      operationId: 'createClient',
      tags: ['clients'],
      summary: 'Add a client',
      body: createClientBodySchema,
      response: { 201: clientSchema, ...errors },
    },
    handler: async (request, reply) => {
      const created = await clients.create(actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  });

  api.get('/api/clients/duplicates', {
    schema: {
      operationId: 'findClientDuplicates',
      tags: ['clients'],
      summary: 'Other clients with the same phone digits or e-mail (a warning, not a refusal)',
      querystring: clientDuplicatesQuerySchema,
      response: { 200: clientDuplicatesResponseSchema, ...errors },
    },
    handler: async (request) => clients.duplicates(actorOf(request), request.query),
  });

  api.get('/api/clients/export.csv', {
    schema: {
      operationId: 'exportClients',
      tags: ['clients'],
      summary: 'The client list as CSV (UTF-8 with BOM), headed in the request language',
      querystring: exportClientsQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv'), ...errors },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const file = await clients.exportCsv(actor, request.query.search, requestLocale(request));
      return sendCsv(reply, file);
    },
  });

  api.get('/api/clients/:id', {
    schema: {
      operationId: 'getClient',
      tags: ['clients'],
      summary: 'A client with their appointments, newest first, and the total spent',
      params: idParamsSchema,
      response: { 200: clientDetailSchema, ...errors },
    },
    handler: async (request) => clients.get(actorOf(request), request.params.id),
  });

  api.patch('/api/clients/:id', {
    schema: {
      operationId: 'updateClient',
      tags: ['clients'],
      summary: 'Change a client (only the fields sent); 409 CLIENT_ERASED once their data was erased',
      params: idParamsSchema,
      body: updateClientBodySchema,
      response: { 200: clientSchema, ...errors, 409: errorResponseSchema },
    },
    handler: async (request) => clients.update(actorOf(request), request.params.id, request.body),
  });

  api.get('/api/clients/:id/data', {
    schema: {
      operationId: 'exportClientData',
      tags: ['clients'],
      summary:
        'Everything the business holds about one client (their right of access) as a JSON or CSV download; the CSV is headed in the request language',
      params: idParamsSchema,
      querystring: clientDataQuerySchema,
      produces: ['application/json', 'text/csv'],
      response: { 200: z.union([clientDataExportSchema, z.string().describe('text/csv')]), ...errors },
    },
    handler: async (request, reply) => {
      const file = await clients.exportData(
        actorOf(request),
        request.params.id,
        request.query.format,
        requestLocale(request),
      );
      if (file.format === 'csv') return sendCsv(reply, file);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });

  api.post('/api/clients/:id/erase', {
    schema: {
      operationId: 'eraseClient',
      tags: ['clients'],
      summary:
        "Erase a client's personal data (their right to erasure): the appointments stay in the figures without the person. 409 CLIENT_HAS_UPCOMING_APPOINTMENTS while one is still to come; 409 CLIENT_ERASED when already erased",
      params: idParamsSchema,
      body: eraseClientBodySchema,
      response: { 200: clientDetailSchema, ...errors, 409: errorResponseSchema },
    },
    handler: async (request) => clients.erase(actorOf(request), request.params.id),
  });

  api.delete('/api/clients/:id', {
    schema: {
      operationId: 'deleteClient',
      tags: ['clients'],
      summary: 'Delete a client without appointments (else 409 CLIENT_IN_USE)',
      params: idParamsSchema,
      response: { 204: z.null(), ...errors, 409: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await clients.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
