import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * The dotted path of the first string holding U+0000, or null. One shared path, pushed and popped:
 * linear in the size of the value (bodies are at most MAX_JSON_DEPTH deep, json-body.ts).
 */
function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  // A raw upload (a Buffer) is bytes, not text: it is never stored as text.
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  const entries: Iterable<[string | number, unknown]> = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    path.push(String(key));
    const found = findNul(item, path);
    path.pop();
    if (found !== null) return found;
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
    const path = findNul(request.body) ?? findNul(request.query) ?? findNul(request.params);
    if (path !== null)
      return sendError(request, reply, 400, 'VALIDATION_ERROR', { fields: { [path]: 'validation.invalid' } });
  });
}
