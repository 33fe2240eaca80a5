import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers are compressed when the client accepts it: Zstandard (Chrome, Edge, Firefox), else
 * Brotli (Safari), else gzip. Built files go out as the copies the build compressed at the best
 * level (pages/web-app.ts); what is made per request — API answers, the HTML pages — at levels
 * that cost little CPU for what they save: a schedule's week (~600 KB of JSON) takes ~2 ms with
 * Zstandard's default level, where Brotli's quality 4 took ~8 ms and put the week's p95 close
 * to its budget (bench/agenda.ts, bench/slots.ts). Small answers (under 1 KB) go as they are.
 * Request bodies are never inflated.
 */
const DYNAMIC_BROTLI_QUALITY = 2;
const DYNAMIC_GZIP_LEVEL = 3;
/**
 * Answers up to this size, already whole in memory, are compressed in one call rather than
 * streamed through a compressor: a week of the schedule in one ~2 ms call instead of dozens of
 * trips through libuv's threadpool, which doubled its p50 here.
 */
const SYNC_COMPRESSION_MAX_BYTES = 4 * 1024 * 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['zstd', 'br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    // gzip's level; Zstandard keeps its default (3).
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
}
