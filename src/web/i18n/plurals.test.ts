import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

describe('counts in the texts', () => {
  it('say none in the plural in pt-BR ("0 avaliações"), one in the singular, as in en-US', () => {
    const pt = i18n.getFixedT('pt-BR');
    const en = i18n.getFixedT('en-US');
    i18n.addResourceBundle(
      'pt-BR',
      'translation',
      { test: { reviews_one: '{{count}} avaliação', reviews_other: '{{count}} avaliações' } },
      true,
    );
    i18n.addResourceBundle(
      'en-US',
      'translation',
      { test: { reviews_one: '{{count}} review', reviews_other: '{{count}} reviews' } },
      true,
    );
    expect([0, 1, 2].map((count) => pt('test.reviews', { count }))).toEqual([
      '0 avaliações',
      '1 avaliação',
      '2 avaliações',
    ]);
    expect([0, 1, 2].map((count) => en('test.reviews', { count }))).toEqual(['0 reviews', '1 review', '2 reviews']);
  });
});
