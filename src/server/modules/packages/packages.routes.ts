import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { comandaSchema } from '../../../contracts/counter.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { manageTokenParamsSchema } from '../../../contracts/online-booking.ts';
import {
  clientPackagesResponseSchema,
  createPackageBodySchema,
  listPackagesQuerySchema,
  listPackagesResponseSchema,
  packageSchema,
  publicClientPackagesResponseSchema,
  sellPackageBodySchema,
  updatePackageBodySchema,
} from '../../../contracts/packages.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { PublicLimits } from '../../plugins/public-limits.ts';
import { counterActor } from '../counter/counter.routes.ts';
import type { PackagesService } from './packages.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Packages of sessions (docs/packages.md): what the business sells, its sale on a comanda, a client's packages. */
export function registerPackagesRoutes(
  app: FastifyInstance,
  deps: { packages: PackagesService; publicLimits: PublicLimits },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { packages } = deps;

  api.get('/api/packages', {
    schema: {
      operationId: 'listPackages',
      tags: ['packages'],
      summary: 'Packages by name (accents and case ignored)',
      querystring: listPackagesQuerySchema,
      response: { 200: listPackagesResponseSchema, ...errors },
    },
    handler: async (request) => packages.list(actorOf(request), request.query),
  });

  api.post('/api/packages', {
    schema: {
      operationId: 'createPackage',
      tags: ['packages'],
      summary: 'Add a package: sessions of one or more services for one price, valid some days from its sale',
      body: createPackageBodySchema,
      response: { 201: packageSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await packages.create(actorOf(request), request.body)),
  });

  api.patch('/api/packages/:id', {
    schema: {
      operationId: 'updatePackage',
      tags: ['packages'],
      summary: 'Change a package (only the fields sent); the packages already sold keep what they were sold with',
      params: idParamsSchema,
      body: updatePackageBodySchema,
      response: { 200: packageSchema, ...errors },
    },
    handler: async (request) => packages.update(actorOf(request), request.params.id, request.body),
  });

  api.post('/api/comandas/:id/packages', {
    schema: {
      operationId: 'sellPackage',
      tags: ['packages'],
      summary:
        'Add a package to an open comanda, sold to its client when it closes (409 PACKAGE_NEEDS_CLIENT without one)',
      params: idParamsSchema,
      body: sellPackageBodySchema,
      response: { 200: comandaSchema, ...errors },
    },
    handler: async (request) => packages.sell(counterActor(request), request.params.id, request.body),
  });

  api.get('/api/clients/:id/packages', {
    schema: {
      operationId: 'getClientPackages',
      tags: ['packages'],
      summary: "A client's packages, newest first: sessions left, sessions used and what they recognised",
      params: idParamsSchema,
      response: { 200: clientPackagesResponseSchema, ...errors },
    },
    handler: async (request) => packages.clientPackages(actorOf(request), request.params.id),
  });

  api.get('/api/public/bookings/:token/packages', {
    schema: {
      operationId: 'getPublicBookingPackages',
      tags: ['public booking'],
      summary: "The packages the booking's customer can still use, with the sessions left",
      params: manageTokenParamsSchema,
      response: { 200: publicClientPackagesResponseSchema, ...errors },
    },
    handler: async (request) => {
      await deps.publicLimits.limit(request, 'manage');
      return packages.publicPackages(request.params.token);
    },
  });
}
