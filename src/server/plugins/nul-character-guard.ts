import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/** The dotted path of the first string holding U+0000, or null. */
function findNul(value: unknown, path: string[]): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character, and a query carrying one fails. A request with
 * one anywhere in its body, query or path is bad input: 400 with the field named, before any
 * handler runs.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const path = findNul(request.body, []) ?? findNul(request.query, []) ?? findNul(request.params, []);
    if (path !== null) return sendError(request, reply, 400, 'VALIDATION_ERROR', { fields: { [path]: 'validation.invalid' } });
  });
}
