import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isPublicOperation } from '../../core/permissions.ts';

/** The name the API document gives the session's security scheme. */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';

/**
 * The OpenAPI document at /api/openapi.json (and its viewer at /api/docs), built from the routes'
 * schemas: every operation needs the session cookie that signing in sets, except the public ones
 * (src/core/permissions.ts PUBLIC_OPERATIONS), which say so with an empty `security`.
 */
export async function registerApiDocument(
  app: FastifyInstance,
  options: { version: string; baseUrl: string; sessionCookieName: string },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Agendo API',
        version: options.version,
        description: 'Scheduling and management for service businesses.',
      },
      servers: [{ url: options.baseUrl, description: 'This server' }],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: options.sessionCookieName,
            description:
              'The session cookie set by signing in (POST /api/auth/sign-in/email); HttpOnly, sent by the browser.',
          },
        },
      },
      security: [{ [SESSION_SECURITY_SCHEME]: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const operationId = (input.schema as { operationId?: unknown } | undefined)?.operationId;
      if (typeof operationId === 'string' && isPublicOperation(operationId)) {
        return { ...transformed, schema: { ...transformed.schema, security: [] } };
      }
      return transformed;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
