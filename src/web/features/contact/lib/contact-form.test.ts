import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../../../contracts/contact.ts';
import { checkContactForm, type ContactFormValues } from './contact-form.ts';

const filled: ContactFormValues = {
  name: ' Ana Souza ',
  email: 'ana@salao.com.br',
  title: 'Dúvida sobre planos',
  message: 'Posso mudar de plano no meio do mês?',
};

describe('checkContactForm', () => {
  it('gives the body to send, trimmed, when every field is filled', () => {
    expect(checkContactForm(filled, 'pt-BR')).toEqual({ ok: true, body: { ...filled, name: 'Ana Souza' } });
  });

  it('names every blank field, spaces counting as blank', () => {
    expect(checkContactForm({ ...filled, title: '   ', message: '' }, 'pt-BR')).toEqual({
      ok: false,
      blank: ['title', 'message'],
      problems: {},
    });
  });

  it("says an e-mail that is not one is invalid, in the reader's language", () => {
    expect(checkContactForm({ ...filled, email: 'ana@' }, 'pt-BR')).toEqual({
      ok: false,
      blank: [],
      problems: { email: 'E-mail inválido' },
    });
    expect(checkContactForm({ ...filled, email: 'ana@' }, 'en-US')).toEqual({
      ok: false,
      blank: [],
      problems: { email: 'Invalid e-mail' },
    });
  });

  it("refuses a message over the contract's limit", () => {
    const check = checkContactForm({ ...filled, message: 'a'.repeat(CONTACT_LIMITS.message + 1) }, 'en-US');
    expect(check).toEqual({
      ok: false,
      blank: [],
      problems: { message: `Must have at most ${CONTACT_LIMITS.message} characters` },
    });
  });
});
