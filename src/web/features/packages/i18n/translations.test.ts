import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the packages page's translations", () => {
  checkFeatureTranslations({
    namespace: 'packages',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..'),
    atLeast: 30,
  });

  it('say package in the words of a Brazilian salon', () => {
    expect(ptBR.packages.title).toBe('Pacotes');
    expect(enUS.packages.title).toBe('Packages');
  });
});
