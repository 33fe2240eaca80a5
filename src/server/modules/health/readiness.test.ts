import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/connection.ts';
import { WEB_APP_FILES } from '../../pages/web-app-files.ts';
import {
  createTestDatabase,
  defaultEngine,
  freePort,
  startTestApp,
  bothEngines,
  type TestApp,
} from '../../test/harness.ts';

describe.each(bothEngines("readiness reads each engine's own state"))('readiness on %s', (engine) => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('is 200 once ready, 503 "draining" from the drain on while liveness still answers', async () => {
    t = await startTestApp(engine);
    const client = t.client();
    expect([(await client.get('/api/health/ready')).status, (await client.get('/api/health/ready')).body]).toEqual([
      200,
      { status: 'ready' },
    ]);
    t.agendo.readiness.drain();
    const draining = await client.get('/api/health/ready');
    expect([draining.status, draining.body]).toEqual([503, { status: 'draining' }]);
    expect((await client.get('/api/health')).status).toBe(200);
  });
});

describe('readiness and the web app', () => {
  it('in production, is 503 "web-app-missing" when the server started without a page of the web app, 200 with all of them', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'agendo-web-'));
    try {
      // A build half written: the app's page, not the booking page nor the others.
      writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
      const partial = await startTestApp(defaultEngine(), { NODE_ENV: 'production' }, { webRoot });
      try {
        const answer = await partial.client().get('/api/health/ready');
        expect([answer.status, answer.body]).toEqual([503, { status: 'web-app-missing' }]);
      } finally {
        await partial.close();
      }
      for (const file of WEB_APP_FILES.filter((f) => f !== 'index.html')) {
        mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
        writeFileSync(
          path.join(webRoot, file),
          file.endsWith('.js') ? 'export {};' : '<!doctype html><html><body><div id="root"></div></body></html>',
        );
      }
      const complete = await startTestApp(defaultEngine(), { NODE_ENV: 'production' }, { webRoot });
      try {
        const answer = await complete.client().get('/api/health/ready');
        expect([answer.status, answer.body]).toEqual([200, { status: 'ready' }]);
      } finally {
        await complete.close();
      }
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

/** A TCP stand-in for the PostgreSQL server's address, which the test can take down and bring back. */
async function postgresLine(target: { host: string; port: number }, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((socket) => {
        const upstream = new Socket();
        upstream.connect(target.port, target.host);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('close', () => sockets.delete(end));
          end.on('error', () => end.destroy());
        }
        socket.pipe(upstream).pipe(socket);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await up();
  return { up, down };
}

describe.runIf(inject('postgresUrl'))('readiness when PostgreSQL goes away', () => {
  it('is 503 "database-unavailable" while the database is gone, and 200 again when it is back', async () => {
    const database = await createTestDatabase('postgresql');
    const direct = new URL(database.url!);
    const port = await freePort();
    const line = await postgresLine({ host: direct.hostname, port: Number(direct.port || 5432) }, port);
    const viaLine = new URL(database.url!);
    viaLine.hostname = '127.0.0.1';
    viaLine.port = String(port);
    await database.handle.close();
    const handle = await openDatabase({ databaseUrl: viaLine.toString(), dataDir: '', poolSize: 4 });
    const t = await startTestApp('postgresql', {}, { database: { ...database, handle } });
    try {
      const client = t.client();
      expect((await client.get('/api/health/ready')).status).toBe(200);

      await line.down();
      const gone = await client.get('/api/health/ready');
      expect([gone.status, gone.body]).toEqual([503, { status: 'database-unavailable' }]);

      await line.up();
      let back = await client.get('/api/health/ready');
      for (let i = 0; i < 20 && back.status !== 200; i++) back = await client.get('/api/health/ready');
      expect([back.status, back.body]).toEqual([200, { status: 'ready' }]);
    } finally {
      await t.close();
      await line.down().catch(() => {});
    }
  });
});
