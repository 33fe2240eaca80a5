import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { isPublicOperation } from '../core/permissions.ts';
import { startTestApp, testEngines, type TestApp } from './test/harness.ts';

describe.each(testEngines())('the API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('getHealth names the engine', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: engine, version: t.config.version });
  });

  it('publishes an OpenAPI document with the operation ids', async () => {
    const response = await t.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    const operationIds = Object.values(
      response.body.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operationIds).toEqual(expect.arrayContaining(['getHealth', 'getSubscription', 'getMe']));
    expect((await t.client().get('/api/docs/')).status).toBe(200);
  });

  it("describes who may call each operation, and passes Redocly's recommended rules with no error", async () => {
    const document = (await t.client().get('/api/openapi.json')).body as {
      servers?: { url: string }[];
      security?: unknown;
      components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
      paths: Record<string, Record<string, { operationId: string; security?: unknown[]; summary?: string }>>;
    };
    expect(document.servers?.map((server) => server.url)).toEqual([t.baseUrl]);
    expect(document.components.securitySchemes?.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'agendo.session_token',
    });
    expect(document.security).toEqual([{ sessionCookie: [] }]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    for (const operation of operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      // The public ones take no session; every other one takes the document's default.
      expect(operation.security, operation.operationId).toEqual(
        isPublicOperation(operation.operationId) ? [] : undefined,
      );
    }

    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('answers an unknown API path with the error shape in the request language', async () => {
    const client = t.client();
    client.language = 'en-US';
    const response = await client.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t
      .client()
      .request('POST', '/api/auth/sign-in/email', '{"email": ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('INVALID_BODY');
  });

  it('answers a body it cannot read with 415', async () => {
    const response = await t
      .client()
      .request('POST', '/api/auth/sign-in/email', '<email/>', { 'content-type': 'application/xml' });
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
