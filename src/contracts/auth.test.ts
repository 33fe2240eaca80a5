import { describe, expect, it } from 'vitest';
import { credentialsSchema } from './auth.ts';
import { describeIssue } from './validation-messages.ts';

const messages = (input: unknown, locale: 'pt-BR' | 'en-US' = 'pt-BR') => {
  const result = credentialsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), describeIssue(i, locale)]));
};

describe('the sign-in form rules', () => {
  it('accepts a valid e-mail and a 6 to 100 character password', () => {
    expect(messages({ email: 'ana@example.com', password: '123456' })).toEqual({});
    expect(messages({ email: 'ana@example.com', password: 'x'.repeat(100) })).toEqual({});
  });

  it('says "E-mail inválido" and "A senha deve ter pelo menos 6 caracteres"', () => {
    expect(messages({ email: 'ana', password: '12345' })).toEqual({
      email: 'E-mail inválido',
      password: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(messages({ email: 'ana', password: '12345' }, 'en-US')).toEqual({
      email: 'Invalid e-mail',
      password: 'The password must have at least 6 characters',
    });
  });

  it('refuses an e-mail over 255 characters and a password over 100', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(messages({ email: long, password: 'x'.repeat(101) })).toEqual({
      email: 'O e-mail deve ter no máximo 255 caracteres',
      password: 'A senha deve ter no máximo 100 caracteres',
    });
  });
});
