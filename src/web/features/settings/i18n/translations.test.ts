import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

const sourceRoot = join(import.meta.dirname, '..', '..', '..');

it('have the WhatsApp settings and the deposits, and nothing else', () => {
  expect(Object.keys(ptBR)).toEqual(['whatsappSettings', 'depositSettings']);
  expect(Object.keys(enUS)).toEqual(['whatsappSettings', 'depositSettings']);
});

describe("the WhatsApp settings' translations", () => {
  checkFeatureTranslations({
    namespace: 'whatsappSettings',
    ptBR: { whatsappSettings: ptBR.whatsappSettings },
    enUS: { whatsappSettings: enUS.whatsappSettings },
    sourceRoot,
    atLeast: 30,
  });

  it('name the buttons as the messages do', () => {
    expect(ptBR.whatsappSettings.types.confirmation.onHint).toContain('Confirmar, Cancelar e Remarcar');
    expect(enUS.whatsappSettings.types.confirmation.onHint).toContain('Confirm, Cancel and Reschedule');
  });
});

describe("the deposits' translations", () => {
  checkFeatureTranslations({
    namespace: 'depositSettings',
    ptBR: { depositSettings: ptBR.depositSettings },
    enUS: { depositSettings: enUS.depositSettings },
    sourceRoot,
    atLeast: 40,
  });
});
