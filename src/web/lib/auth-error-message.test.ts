import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message.ts';

const fallbacks = { network: 'network down', unexpected: 'unexpected' };

describe('authErrorMessage', () => {
  it("reads the contract's error, as better-fetch hands it over", () => {
    const wrongPassword = {
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha incorretos.' },
      status: 401,
      statusText: 'Unauthorized',
    };
    expect(authErrorMessage(wrongPassword, fallbacks)).toBe('E-mail ou senha incorretos.');
    const limited = {
      error: { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde 15 min e tente novamente.' },
      status: 429,
    };
    expect(authErrorMessage(limited, fallbacks)).toBe('Muitas tentativas. Aguarde 15 min e tente novamente.');
  });

  it("never shows better-auth's own English message outside the contract's shape", () => {
    expect(
      authErrorMessage(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 },
        fallbacks,
      ),
    ).toBe('unexpected');
  });

  it('uses the network text when the request never reached the server', () => {
    expect(
      authErrorMessage({ status: 500, statusText: 'Fetch Error', message: 'Fetch related error.' }, fallbacks),
    ).toBe('network down');
  });

  it('falls back when there is no message', () => {
    expect(authErrorMessage({ status: 404, statusText: 'Not Found' }, fallbacks)).toBe('unexpected');
    expect(authErrorMessage({ error: { code: 'X', message: '  ' }, status: 400 }, fallbacks)).toBe('unexpected');
    expect(authErrorMessage(null, fallbacks)).toBe('unexpected');
  });
});
