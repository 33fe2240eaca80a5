import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  createProductBodySchema,
  listProductsQuerySchema,
  listProductsResponseSchema,
  listStockMovementsQuerySchema,
  listStockMovementsResponseSchema,
  productSchema,
  recordStockCountBodySchema,
  recordStockCountResponseSchema,
  recordStockMovementBodySchema,
  serviceRecipeSchema,
  stockMovementSchema,
  updateProductBodySchema,
  updateServiceRecipeBodySchema,
} from '../../../contracts/products.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { ProductsService } from './products.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export function registerProductsRoutes(app: FastifyInstance, deps: { products: ProductsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { products } = deps;

  api.get('/api/products', {
    schema: {
      operationId: 'listProducts',
      tags: ['products'],
      summary: 'Products by name; search matches name or SKU (accents and case ignored) or the barcode',
      querystring: listProductsQuerySchema,
      response: { 200: listProductsResponseSchema, ...errors },
    },
    handler: async (request) => products.list(actorOf(request), request.query),
  });

  api.post('/api/products', {
    schema: {
      operationId: 'createProduct',
      tags: ['products'],
      summary: 'Add a product; an opening stock is recorded as its first purchase',
      body: createProductBodySchema,
      response: { 201: productSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await products.create(actorOf(request), request.body)),
  });

  api.patch('/api/products/:id', {
    schema: {
      operationId: 'updateProduct',
      tags: ['products'],
      summary: 'Change a product (only the fields sent); its stock and cost change only through movements',
      params: idParamsSchema,
      body: updateProductBodySchema,
      response: { 200: productSchema, ...errors },
    },
    handler: async (request) => products.update(actorOf(request), request.params.id, request.body),
  });

  api.post('/api/stock-movements', {
    schema: {
      operationId: 'recordStockMovement',
      tags: ['products'],
      summary: 'Record a purchase, a loss or a count of one product (409 STOCK_INSUFFICIENT below zero)',
      body: recordStockMovementBodySchema,
      response: { 201: stockMovementSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await products.record(actorOf(request), request.body)),
  });

  api.get('/api/stock-movements', {
    schema: {
      operationId: 'listStockMovements',
      tags: ['products'],
      summary: "Stock movements, the latest first: one product's, or all",
      querystring: listStockMovementsQuerySchema,
      response: { 200: listStockMovementsResponseSchema, ...errors },
    },
    handler: async (request) => products.movements(actorOf(request), request.query),
  });

  api.post('/api/stock-counts', {
    schema: {
      operationId: 'recordStockCount',
      tags: ['products'],
      summary: 'An inventory count: one adjustment per product whose count differs, all at once',
      body: recordStockCountBodySchema,
      response: { 201: recordStockCountResponseSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await products.count(actorOf(request), request.body)),
  });

  api.get('/api/services/:id/recipe', {
    schema: {
      operationId: 'getServiceRecipe',
      tags: ['products'],
      summary: 'The products one of a service uses, and what they cost at their average costs',
      params: idParamsSchema,
      response: { 200: serviceRecipeSchema, ...errors },
    },
    handler: async (request) => products.recipe(actorOf(request), request.params.id),
  });

  api.put('/api/services/:id/recipe', {
    schema: {
      operationId: 'updateServiceRecipe',
      tags: ['products'],
      summary: "Replace a service's recipe",
      params: idParamsSchema,
      body: updateServiceRecipeBodySchema,
      response: { 200: serviceRecipeSchema, ...errors },
    },
    handler: async (request) => products.setRecipe(actorOf(request), request.params.id, request.body),
  });
}
