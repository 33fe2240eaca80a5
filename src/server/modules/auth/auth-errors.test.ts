import { describe, expect, it } from 'vitest';
import { authErrorOfResponse } from './auth-errors.ts';

const json = 'application/json; charset=utf-8';

describe("better-auth's failures in the contract's shape", () => {
  it('keeps the code and puts the message in the language asked', () => {
    const body = JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    expect(authErrorOfResponse(401, json, body, 'pt-BR')).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha incorretos.' },
    });
    expect(authErrorOfResponse(401, json, body, 'en-US')).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Wrong e-mail or password.' },
    });
  });

  it('says what the status means for a code it has no words for, or none at all', () => {
    const unknown = JSON.stringify({ code: 'FAILED_TO_CREATE_USER', message: 'Failed to create user' });
    expect(authErrorOfResponse(500, json, unknown, 'en-US')).toEqual({
      error: { code: 'FAILED_TO_CREATE_USER', message: 'An unexpected error occurred. Please try again.' },
    });
    expect(authErrorOfResponse(400, json, JSON.stringify({ message: 'bad' }), 'pt-BR')).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Alguns campos são inválidos. Corrija-os e tente novamente.' },
    });
    expect(authErrorOfResponse(404, null, '', 'en-US')).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found.' },
    });
  });

  it('leaves successes and pages alone', () => {
    expect(authErrorOfResponse(200, json, '{"token":"x"}', 'pt-BR')).toBeNull();
    expect(authErrorOfResponse(302, null, '', 'pt-BR')).toBeNull();
    expect(authErrorOfResponse(500, 'text/html', '<html></html>', 'pt-BR')).toBeNull();
    expect(authErrorOfResponse(500, json, 'not json', 'pt-BR')).toBeNull();
  });
});
