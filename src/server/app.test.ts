import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const operationIds = Object.values(response.body.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operationIds).toEqual(expect.arrayContaining(['getHealth', 'getSubscription', 'getMe']));
    expect((await t.client().get('/api/docs/')).status).toBe(200);
  });

  it('answers an unknown API path with the error shape in the request language', async () => {
    const client = t.client();
    client.language = 'en-US';
    const response = await client.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.client().request('POST', '/api/auth/sign-in/email', '{"email": ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('INVALID_BODY');
  });

  it('answers a body it cannot read with 415', async () => {
    const response = await t.client().request('POST', '/api/auth/sign-in/email', '<email/>', { 'content-type': 'application/xml' });
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
