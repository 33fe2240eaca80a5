import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the WhatsApp settings' translations", () => {
  checkFeatureTranslations({
    namespace: 'whatsappSettings',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 30,
  });

  it('name the buttons as the messages do', () => {
    expect(ptBR.whatsappSettings.types.confirmation.onHint).toContain('Confirmar, Cancelar e Remarcar');
    expect(enUS.whatsappSettings.types.confirmation.onHint).toContain('Confirm, Cancel and Reschedule');
  });
});
