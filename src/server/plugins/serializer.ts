import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each response's zod
 * schema: only the properties the contract names are written (nothing else leaks out), a little
 * faster than JSON.stringify and over twice as fast as a zod pass followed by it — the
 * schedule's week of appointments is half a megabyte. Outside production each response is also
 * checked against its zod schema, so the tests hold every answer to the contract.
 */
export function createSerializerCompiler(options: { checkResponses: boolean }): FastifySerializerCompiler<ZodType> {
  // Many routes share a schema (every error answer, for one): each is compiled once, when first used.
  const writers = new WeakMap<ZodType, (data: unknown) => string>();
  const writerOf = (schema: ZodType) => {
    let write = writers.get(schema);
    if (!write) {
      write = fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
      writers.set(schema, write);
    }
    return write;
  };
  // Compiled on a route's first answer, not at start-up.
  return ({ schema, method, url }) => {
    if (!options.checkResponses) return (data) => writerOf(schema)(data);
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (!checked.success) throw new Error(`${method} ${url}: the response breaks its schema: ${checked.error.message}`);
      return writerOf(schema)(checked.data);
    };
  };
}
