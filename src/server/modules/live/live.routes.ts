import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../plugins/permissions.ts';
import type { ChangeFeed } from './change-feed.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events: an open schedule hears about every change to its business's
 * appointments and refetches. Any server process can serve the stream (see change-feed.ts).
 */
export function registerLiveRoutes(app: FastifyInstance, deps: { feed: ChangeFeed }) {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: close them first, so shutdown is not kept waiting.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/api/live',
    {
      schema: {
        operationId: 'streamChanges',
        tags: ['live'],
        summary: 'Server-sent events for changes to the business',
      },
    },
    async (request, reply) => {
      const { profile } = actorOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const unsubscribe = deps.feed.subscribe(profile.businessId, (change) => {
        res.write(`event: ${change.kind}\ndata: ${JSON.stringify({ kind: change.kind })}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      open.add(res);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
    },
  );
}
