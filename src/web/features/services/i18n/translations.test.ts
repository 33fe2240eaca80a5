import { join } from 'node:path';
import { describe } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the services' recipe translations", () => {
  checkFeatureTranslations({
    namespace: 'serviceRecipe',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..'),
    atLeast: 15,
  });
});
