import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the test WhatsApp's translations", () => {
  checkFeatureTranslations({
    namespace: 'testWhatsApp',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 10,
  });

  it('say when there is nothing yet', () => {
    expect(ptBR.testWhatsApp.empty).toBe('Nenhuma mensagem ainda');
    expect(enUS.testWhatsApp.empty).toBe('No messages yet');
  });
});
