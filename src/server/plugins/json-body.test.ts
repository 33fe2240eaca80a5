import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngine, startTestApp, type TestApp } from '../test/harness.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

describe('the depth of a JSON body', () => {
  it('is counted over objects and arrays, not over brackets inside strings', () => {
    expect(nestsDeeperThan(deepObject(3), 3)).toBe(false);
    expect(nestsDeeperThan(deepObject(4), 3)).toBe(true);
    expect(nestsDeeperThan(deepArray(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ note: '[[[[{{{{ \\" "[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ note: 'ends in a backslash \\', b: [[[1]]] }), 3)).toBe(true);
  });
});

describe('a body nested too deeply', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(defaultEngine());
  });
  afterAll(() => t.close());

  it('is refused with 400 BODY_TOO_DEEP by every JSON operation, signed in or not, and the server stays well', async () => {
    const owner = t.client();
    await owner.signUp('deep@example.com');
    const openapi = (await t.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const operations = Object.entries(openapi.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody !== undefined)
        .map(([method, _operation]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{[^}]+\}/g, '6f1c2a4e-0b8e-4c55-9d4e-2f1a3b5c7d9e'),
        })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(15);
    // better-auth's operations are not in the document; they take JSON too.
    operations.push(
      { method: 'POST', path: '/api/auth/sign-in/email' },
      { method: 'POST', path: '/api/auth/sign-up/email' },
    );
    for (const { method, path } of operations) {
      for (const body of [deepObject(20_000), deepArray(20_000)]) {
        for (const client of [owner, t.client()]) {
          const response = await client.request(method, path, body, { 'content-type': 'application/json' });
          expect({ method, path, status: response.status, code: response.body?.error?.code }).toEqual({
            method,
            path,
            status: 400,
            code: 'BODY_TOO_DEEP',
          });
        }
      }
    }
    expect((await t.client().get('/api/health')).status).toBe(200);
    // The message is translated, and a body as deep as allowed is read as usual.
    const english = t.client();
    english.language = 'en-US';
    expect(
      (
        await english.request('POST', '/api/auth/sign-in/email', deepArray(MAX_JSON_DEPTH + 1), {
          'content-type': 'application/json',
        })
      ).body.error.message,
    ).toBe('The request body is nested too deeply.');
    const allowed = await owner.request('POST', '/api/services', deepObject(MAX_JSON_DEPTH), {
      'content-type': 'application/json',
    });
    expect(allowed.status).toBe(400);
    expect(allowed.body.error.code).toBe('VALIDATION_ERROR');
  });
});
