import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the waitlist page's translations", () => {
  checkFeatureTranslations({
    namespace: 'waitlist',
    ptBR,
    enUS,
    // The back office's features only: the booking page has its own `waitlist.` words (src/web/booking/i18n).
    sourceRoot: join(import.meta.dirname, '..', '..'),
    atLeast: 20,
  });

  it('name the page Lista de espera / Waitlist', () => {
    expect(ptBR.waitlist.title).toBe('Lista de espera');
    expect(enUS.waitlist.title).toBe('Waitlist');
  });
});
