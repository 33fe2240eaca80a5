import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, INVALID_RESPONSE, NETWORK_ERROR } from './api-fetch.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the interface language and returns the JSON body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/me')).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(new Headers(init?.headers).get('Accept-Language')).toMatch(/^(pt-BR|en-US)$/);
    expect(init?.credentials).toBe('same-origin');
  });

  it("throws the contract's error as an ApiError", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, {
        error: { code: 'VALIDATION_ERROR', message: 'Dados inválidos', fields: { email: 'E-mail inválido' } },
      }),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos',
      fields: { email: 'E-mail inválido' },
    });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('rejects an HTML answer to an API call', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ code: INVALID_RESPONSE });
  });
});
