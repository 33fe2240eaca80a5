import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import {
  addCashMovementBodySchema,
  cashRegisterSchema,
  closeCashRegisterBodySchema,
  closeComandaBodySchema,
  comandaPixQuerySchema,
  comandaPixSchema,
  comandaSchema,
  counterSettingsSchema,
  listCashRegistersResponseSchema,
  listComandasQuerySchema,
  listComandasResponseSchema,
  openCashRegisterBodySchema,
  openComandaBodySchema,
  receiptSentSchema,
  reverseComandaBodySchema,
  sendReceiptBodySchema,
  updateComandaBodySchema,
  updateCounterSettingsBodySchema,
} from '../../../contracts/counter.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { CashRegistersService } from './cash-registers.service.ts';
import type { ComandasService, CounterActor } from './comandas.service.ts';
import type { ReceiptsService } from './receipts.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Who is at the counter, from the signed-in profile. */
export const counterActor = (request: FastifyRequest): CounterActor => {
  const { user, profile } = actorOf(request);
  return { businessId: profile.businessId, userId: user.id, role: profile.role };
};

/** The counter's API (docs/counter.md): comandas, the cash register and the counter's settings. */
export function registerCounterRoutes(
  app: FastifyInstance,
  deps: { comandas: ComandasService; registers: CashRegistersService; receipts: ReceiptsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { comandas, registers } = deps;

  api.get('/api/comandas', {
    schema: {
      operationId: 'listComandas',
      tags: ['counter'],
      summary: "A day's comandas (opened, closed or reversed on it), or the latest 100 (filtered by status if asked)",
      querystring: listComandasQuerySchema,
      response: { 200: listComandasResponseSchema, ...errors },
    },
    handler: async (request) => comandas.list(actorOf(request).profile.businessId, request.query),
  });

  api.post('/api/comandas', {
    schema: {
      operationId: 'openComanda',
      tags: ['counter'],
      summary: "Open a visit's comanda (answering the one it has), or a walk-in sale",
      body: openComandaBodySchema,
      response: { 200: comandaSchema, 201: comandaSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { comanda, created } = await comandas.open(counterActor(request), request.body);
      return reply.status(created ? 201 : 200).send(comanda);
    },
  });

  api.get('/api/comandas/:id', {
    schema: {
      operationId: 'getComanda',
      tags: ['counter'],
      summary: 'A comanda with its lines and payments',
      params: idParamsSchema,
      response: { 200: comandaSchema, ...errors },
    },
    handler: async (request) => comandas.get(actorOf(request).profile.businessId, request.params.id),
  });

  api.put('/api/comandas/:id', {
    schema: {
      operationId: 'updateComanda',
      tags: ['counter'],
      summary: "An open comanda's client, lines and discount, from the version read (409 COMANDA_CHANGED)",
      params: idParamsSchema,
      body: updateComandaBodySchema,
      response: { 200: comandaSchema, ...errors },
    },
    handler: async (request) => comandas.update(counterActor(request), request.params.id, request.body),
  });

  api.post('/api/comandas/:id/close', {
    schema: {
      operationId: 'closeComanda',
      tags: ['counter'],
      summary: 'Close a comanda with payments adding up to its total, taken by the open cash register',
      params: idParamsSchema,
      body: closeComandaBodySchema,
      response: { 200: comandaSchema, ...errors },
    },
    handler: async (request) => comandas.close(counterActor(request), request.params.id, request.body),
  });

  api.post('/api/comandas/:id/reverse', {
    schema: {
      operationId: 'reverseComanda',
      tags: ['counter'],
      summary: 'Reverse a closed comanda: its payments undone in the open cash register, the reason kept',
      params: idParamsSchema,
      body: reverseComandaBodySchema,
      response: { 200: comandaSchema, ...errors },
    },
    handler: async (request) => comandas.reverse(counterActor(request), request.params.id, request.body.reason),
  });

  api.get('/api/comandas/:id/pix', {
    schema: {
      operationId: 'getComandaPix',
      tags: ['counter'],
      summary: 'The PIX code (BR Code, "copia e cola") for an amount of an open comanda',
      params: idParamsSchema,
      querystring: comandaPixQuerySchema,
      response: { 200: comandaPixSchema, ...errors },
    },
    handler: async (request) => comandas.pix(counterActor(request), request.params.id, request.query.amountCents),
  });

  api.post('/api/comandas/:id/receipt', {
    schema: {
      operationId: 'sendComandaReceipt',
      tags: ['counter'],
      summary: "Send a closed comanda's receipt by e-mail, and on WhatsApp when the client takes it",
      params: idParamsSchema,
      body: sendReceiptBodySchema,
      response: { 202: receiptSentSchema, ...errors, 422: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(await deps.receipts.send(actorOf(request).profile.businessId, request.params.id, request.body)),
  });

  api.get('/api/cash-registers', {
    schema: {
      operationId: 'listCashRegisters',
      tags: ['counter'],
      summary: "The business's cash registers, the latest first",
      response: { 200: listCashRegistersResponseSchema, ...errors },
    },
    handler: async (request) => registers.list(actorOf(request).profile.businessId),
  });

  api.get('/api/cash-registers/current', {
    schema: {
      operationId: 'getCurrentCashRegister',
      tags: ['counter'],
      summary: 'The open cash register the signed-in person takes payments with, or null',
      response: { 200: z.object({ register: cashRegisterSchema.nullable() }), ...errors },
    },
    handler: async (request) => registers.current(counterActor(request)),
  });

  api.post('/api/cash-registers', {
    schema: {
      operationId: 'openCashRegister',
      tags: ['counter'],
      summary: 'Open the cash register with a float (409 CASH_REGISTER_ALREADY_OPEN)',
      body: openCashRegisterBodySchema,
      response: { 201: cashRegisterSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await registers.open(counterActor(request), request.body.floatCents)),
  });

  api.get('/api/cash-registers/:id', {
    schema: {
      operationId: 'getCashRegister',
      tags: ['counter'],
      summary: 'A cash register: float, movements, payments taken per method, and its closing',
      params: idParamsSchema,
      response: { 200: cashRegisterSchema, ...errors },
    },
    handler: async (request) => registers.get(actorOf(request).profile.businessId, request.params.id),
  });

  api.post('/api/cash-registers/:id/movements', {
    schema: {
      operationId: 'addCashMovement',
      tags: ['counter'],
      summary: 'Put cash in (suprimento) or take it out (sangria) of an open register, with a reason',
      params: idParamsSchema,
      body: addCashMovementBodySchema,
      response: { 200: cashRegisterSchema, ...errors },
    },
    handler: async (request) => registers.addMovement(counterActor(request), request.params.id, request.body),
  });

  api.post('/api/cash-registers/:id/close', {
    schema: {
      operationId: 'closeCashRegister',
      tags: ['counter'],
      summary: 'Close a register once, with what was counted per method; the difference is kept',
      params: idParamsSchema,
      body: closeCashRegisterBodySchema,
      response: { 200: cashRegisterSchema, ...errors },
    },
    handler: async (request) => registers.close(counterActor(request), request.params.id, request.body),
  });

  api.get('/api/counter/settings', {
    schema: {
      operationId: 'getCounterSettings',
      tags: ['counter'],
      summary: "The counter's settings: PIX key, discount limit, one register per person",
      response: { 200: counterSettingsSchema, ...errors },
    },
    handler: async (request) => registers.getSettings(actorOf(request).profile.businessId),
  });

  api.patch('/api/counter/settings', {
    schema: {
      operationId: 'updateCounterSettings',
      tags: ['counter'],
      summary: "Change the counter's settings",
      body: updateCounterSettingsBodySchema,
      response: { 200: counterSettingsSchema, ...errors },
    },
    handler: async (request) => registers.updateSettings(actorOf(request).profile.businessId, request.body),
  });
}
