import { describe, expect, it } from 'vitest';
import { replyMailtoHref, replySubject } from './reply-link.ts';

describe('replySubject', () => {
  it("puts 'Re: ' before the title", () => {
    expect(replySubject('Dúvida sobre planos')).toBe('Re: Dúvida sobre planos');
  });

  it('does not repeat it when the title already answers something', () => {
    expect(replySubject('Re: Dúvida')).toBe('Re: Dúvida');
    expect(replySubject('RE: Dúvida')).toBe('RE: Dúvida');
  });
});

describe('replyMailtoHref', () => {
  it('writes to the sender with the subject encoded', () => {
    expect(replyMailtoHref('ana@salao.com.br', 'Preço & plano?')).toBe(
      'mailto:ana@salao.com.br?subject=Re%3A%20Pre%C3%A7o%20%26%20plano%3F',
    );
  });

  it('encodes what could add recipients or a body to the reply', () => {
    const href = replyMailtoHref('ana+x@salao.com?bcc=outro@x.com', 'Oi&body=texto');
    expect(href).toBe('mailto:ana%2Bx@salao.com%3Fbcc%3Doutro@x.com?subject=Re%3A%20Oi%26body%3Dtexto');
    expect(new URL(href).searchParams.get('subject')).toBe('Re: Oi&body=texto');
    expect([...new URL(href).searchParams.keys()]).toEqual(['subject']);
  });
});
