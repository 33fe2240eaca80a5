import { join } from 'node:path';
import { describe } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the closed business page's translations", () => {
  checkFeatureTranslations({
    namespace: 'businessClosed',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 8,
  });
});
