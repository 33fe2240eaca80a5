import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message.ts';

const fallbacks = { network: 'network down', unexpected: 'unexpected' };

describe('authErrorMessage', () => {
  it("reads better-auth's message", () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha inválidos', status: 401 }, fallbacks)).toBe(
      'E-mail ou senha inválidos',
    );
  });

  it("reads the contract's nested error (e.g. a 429 from the rate limit)", () => {
    expect(
      authErrorMessage({ error: { code: 'RATE_LIMITED', message: 'Muitas tentativas. Tente mais tarde.' }, status: 429 }, fallbacks),
    ).toBe('Muitas tentativas. Tente mais tarde.');
  });

  it('uses the network text when the request never reached the server', () => {
    expect(authErrorMessage({ status: 500, statusText: 'Fetch Error', message: 'Fetch related error.' }, fallbacks)).toBe(
      'network down',
    );
  });

  it('falls back when there is no message', () => {
    expect(authErrorMessage({ status: 404, statusText: 'Not Found' }, fallbacks)).toBe('unexpected');
    expect(authErrorMessage(null, fallbacks)).toBe('unexpected');
  });
});
