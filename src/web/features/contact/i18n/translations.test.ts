import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the contact pages' translations", () => {
  checkFeatureTranslations({
    namespace: 'contact',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 30,
  });

  it("keep the contact form's and the inbox's words exactly (docs/blog.md)", () => {
    expect(ptBR.contact.send.fillAllFields).toBe('Por favor, preencha todos os campos');
    expect(enUS.contact.send.fillAllFields).toBe('Please fill in all fields');
    expect(ptBR.contact.send.success).toBe('Mensagem enviada com sucesso!');
    expect(enUS.contact.send.success).toBe('Message sent successfully!');
    expect(ptBR.contact.send.error).toBe('Erro ao enviar mensagem');
    expect(enUS.contact.send.error).toBe('Error sending message');
    expect(ptBR.contact.inbox.denied.description).toBe('Apenas super administradores podem visualizar mensagens');
    expect(enUS.contact.inbox.denied.description).toBe('Only super administrators can view messages');
  });

  it("mark a message nobody has opened as 'novo'", () => {
    expect(ptBR.contact.inbox.new).toBe('novo');
    expect(enUS.contact.inbox.new).toBe('new');
  });
});
