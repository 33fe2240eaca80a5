import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the reviews page's translations", () => {
  checkFeatureTranslations({
    namespace: 'reviews',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 40,
  });

  it('name the page Avaliações / Reviews', () => {
    expect(ptBR.reviews.title).toBe('Avaliações');
    expect(enUS.reviews.title).toBe('Reviews');
  });
});
