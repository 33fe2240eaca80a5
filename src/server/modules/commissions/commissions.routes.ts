import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commissionPaymentSchema,
  commissionsResponseSchema,
  exportCommissionsQuerySchema,
  listCommissionsQuerySchema,
  markCommissionsPaidBodySchema,
  recalculateCommissionsBodySchema,
  recalculateCommissionsResponseSchema,
  undoCommissionPaymentParamsSchema,
  updateCommissionRatesBodySchema,
} from '../../../contracts/commissions.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { sendCsv } from '../../csv.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { CommissionsService } from './commissions.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export function registerCommissionsRoutes(app: FastifyInstance, deps: { commissions: CommissionsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { commissions } = deps;

  api.get('/api/commissions', {
    schema: {
      operationId: 'listCommissions',
      tags: ['commissions'],
      summary: "A month's commissions per professional (a professional: their own), with one professional's lines",
      querystring: listCommissionsQuerySchema,
      response: { 200: commissionsResponseSchema, ...errors },
    },
    handler: async (request) => commissions.list(actorOf(request), request.query),
  });

  api.get('/api/commissions/export.csv', {
    schema: {
      operationId: 'exportCommissions',
      tags: ['commissions'],
      summary: "A month's commission lines as CSV (UTF-8 with BOM), headed in the request language",
      querystring: exportCommissionsQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv'), ...errors },
    },
    handler: async (request, reply) => {
      const file = await commissions.exportCsv(actorOf(request), request.query, requestLocale(request));
      return sendCsv(reply, file);
    },
  });

  api.post('/api/commissions/recalculate', {
    schema: {
      operationId: 'recalculateCommissions',
      tags: ['commissions'],
      summary:
        "Brings the month's pending lines in line with its completed appointments (idempotent; paid lines never change)",
      body: recalculateCommissionsBodySchema,
      response: { 200: recalculateCommissionsResponseSchema, ...errors },
    },
    handler: async (request) => commissions.recalculate(actorOf(request), request.body.month),
  });

  api.post('/api/commissions/pay', {
    schema: {
      operationId: 'markCommissionsPaid',
      tags: ['commissions'],
      summary: 'Pays every pending line of a professional for the month, if their total is still the one seen',
      body: markCommissionsPaidBodySchema,
      response: { 200: commissionPaymentSchema, ...errors },
    },
    handler: async (request) => commissions.pay(actorOf(request), request.body),
  });

  api.post('/api/commissions/payments/:id/undo', {
    schema: {
      operationId: 'undoCommissionPayment',
      tags: ['commissions'],
      summary: 'Takes a payment back within an hour of recording it',
      params: undoCommissionPaymentParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await commissions.undo(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.put('/api/commissions/rates/:id', {
    schema: {
      operationId: 'updateCommissionRates',
      tags: ['commissions'],
      summary: "Replaces a professional's rates per service",
      params: idParamsSchema,
      body: updateCommissionRatesBodySchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await commissions.setServiceRates(actorOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  });
}
