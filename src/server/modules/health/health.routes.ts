import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../contracts/health.ts';
import type { DatabaseEngine } from '../../db/connection.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Kysely<any>; engine: DatabaseEngine; version: string }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: {
      operationId: 'getHealth',
      tags: ['health'],
      summary: 'Whether the server and its database answer',
      response: { 200: healthResponseSchema },
    },
    handler: async () => {
      await sql`SELECT 1`.execute(deps.db);
      return { status: 'ok' as const, database: deps.engine, version: deps.version };
    },
  });
}
