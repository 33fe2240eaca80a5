import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers are compressed when the client accepts it: Brotli, else gzip. Built files go out as the
 * copies the build compressed at the best level (web/web-app.ts); what is made per request — API
 * answers, the HTML pages — at levels that cost little CPU against what they save on the wire,
 * so that the schedule's and the free times' answers stay within their budgets (bench/agenda.ts,
 * bench/slots.ts). Small answers (under 1 KB) go as they are. Request bodies are never inflated.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 5;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
}
