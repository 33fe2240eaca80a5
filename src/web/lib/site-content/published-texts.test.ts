import { describe, expect, it } from 'vitest';
import { PUBLISHED_CONTENT_ELEMENT_ID } from '../../../contracts/site-content.ts';
import { i18n } from '../../i18n/i18n.ts';
import {
  applyPublishedTexts,
  isEditableSelector,
  PUBLISHED_CONTENT_ELEMENT,
  reapplyPublishedTexts,
} from './published-texts.ts';

describe('published texts', () => {
  it("read the element the server writes (the contract's id, copied to keep zod off the landing page)", () => {
    expect(PUBLISHED_CONTENT_ELEMENT).toBe(PUBLISHED_CONTENT_ELEMENT_ID);
  });

  it("replace the marketing pages' texts only, never a message or a label of the app", () => {
    for (const selector of [
      'landing.hero.title',
      'pricing.title',
      'footer.tagline',
      'blog.intro.title',
      'blog.cta.description',
    ])
      expect(isEditableSelector(selector)).toBe(true);
    for (const selector of ['auth.signIn', 'validation.email', 'blog.list.loadError', 'blog.post.notFound.title'])
      expect(isEditableSelector(selector)).toBe(false);
  });

  it("lay over a feature's texts that join after them, and give the bundled text back when a publish no longer holds it", () => {
    const texts = { 'blog.cta.title': { text: 'Teste grátis, sem cartão', format: 'plain' as const } };
    applyPublishedTexts('pt-BR', texts);
    // The feature's texts were not there yet: nothing to replace.
    expect(i18n.getResource('pt-BR', 'translation', 'blog.cta.title')).toBeUndefined();

    // Its chunk loads: its texts join (as register-translations does) and the published ones go over them.
    i18n.addResourceBundle(
      'pt-BR',
      'translation',
      { blog: { cta: { title: 'Experimente grátis', description: 'Sete dias' } } },
      true,
      false,
    );
    i18n.addResourceBundle(
      'en-US',
      'translation',
      { blog: { cta: { title: 'Try it free', description: 'Seven days' } } },
      true,
      false,
    );
    reapplyPublishedTexts();
    expect(i18n.t('blog.cta.title', { lng: 'pt-BR' })).toBe('Teste grátis, sem cartão');
    expect(i18n.t('blog.cta.description', { lng: 'pt-BR' })).toBe('Sete dias');
    expect(i18n.t('blog.cta.title', { lng: 'en-US' })).toBe('Try it free');

    applyPublishedTexts('pt-BR', {});
    expect(i18n.t('blog.cta.title', { lng: 'pt-BR' })).toBe('Experimente grátis');
  });
});
