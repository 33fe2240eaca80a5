import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AgendoApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { defaultEngine, createTestDatabase, freePort, HttpClient, type TestDatabase } from '../test/harness.ts';
import { actorOf } from './permissions.ts';

describe('the permission hook on routes of its own', () => {
  let agendo: AgendoApp;
  let baseUrl: string;
  let dataDir: string;
  let unlistedRouteError: unknown;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(defaultEngine());
    dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-permissions-'));
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    agendo = await buildApp({ config, database: database.handle });
    // Routes that show what the hook put on the request, under operations of the table.
    const probe = async (request: FastifyRequest) => {
      const { ownProfessionalId } = actorOf(request);
      return { ownProfessionalId: ownProfessionalId === undefined ? 'absent' : ownProfessionalId };
    };
    agendo.app.get('/api/probe/own-records', { schema: { hide: true, operationId: 'listCalendarFeeds' } }, probe);
    agendo.app.get('/api/probe/business', { schema: { hide: true, operationId: 'listServices' } }, probe);
    agendo.app.get('/api/probe/public', { schema: { hide: true, operationId: 'getHealth' } }, probe);
    try {
      agendo.app.get('/api/reports', { schema: { operationId: 'getReports' } }, async () => ({}));
    } catch (error) {
      unlistedRouteError = error;
    }
    await agendo.app.listen({ port, host: '127.0.0.1' });
    baseUrl = `http://localhost:${port}`;
  });
  afterAll(async () => {
    await agendo.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops the server from starting on a route whose operation is in neither list', () => {
    expect(unlistedRouteError).toBeInstanceOf(Error);
    expect((unlistedRouteError as Error).message).toMatch(
      /getReports' is neither in OPERATION_PERMISSIONS nor in PUBLIC_OPERATIONS/,
    );
  });

  it("puts the professional's own record on the actor of an own-records operation, null for an admin", async () => {
    const owner = new HttpClient(baseUrl);
    await owner.signUp('probe@example.com');
    const record = await owner.post('/api/professionals', { fullName: 'Paula' });
    expect(
      (
        await owner.post('/api/users', {
          mode: 'password',
          professionalId: record.body.id,
          email: 'probe-paula@example.com',
          password: 'secret123',
        })
      ).status,
    ).toBe(201);
    // An owner who also serves clients has a professional record of their own; still null.
    const ownRecord = await owner.post('/api/professionals', { fullName: 'Olivia' });
    const me = await owner.get('/api/me');
    await database.handle.db
      .updateTable('professionals')
      .set({ user_id: me.body.user.id })
      .where('id', '=', ownRecord.body.id)
      .execute();
    const paula = new HttpClient(baseUrl);
    expect((await paula.signIn('probe-paula@example.com', 'secret123')).status).toBe(200);

    expect((await paula.get('/api/probe/own-records')).body).toEqual({ ownProfessionalId: record.body.id });
    expect((await owner.get('/api/probe/own-records')).body).toEqual({ ownProfessionalId: null });
    expect((await paula.get('/api/probe/business')).body).toEqual({ ownProfessionalId: 'absent' });
    // A professional's login whose record is gone has no records of their own.
    await database.handle.db
      .updateTable('professionals')
      .set({ user_id: null })
      .where('id', '=', record.body.id)
      .execute();
    expect((await paula.get('/api/probe/own-records')).status).toBe(403);
    expect((await paula.get('/api/probe/business')).status).toBe(200);
    // A public operation has no actor: asking for one is a mistake in the route, not a 401.
    const publicProbe = await paula.get('/api/probe/public');
    expect(publicProbe.status).toBe(500);
  });
});
