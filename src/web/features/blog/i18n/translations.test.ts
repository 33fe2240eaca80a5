import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import { BLOG_LANGUAGES } from '../lib/blog-paths.ts';
import { SHARE_NETWORKS } from '../lib/share-links.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the blog's translations", () => {
  checkFeatureTranslations({ namespace: 'blog', ptBR, enUS, sourceRoot: join(import.meta.dirname, '..'), atLeast: 30 });

  it('offer the translation in its own language', () => {
    expect(ptBR.blog.post.readInOtherLanguage).toBe('Ler em português');
    expect(enUS.blog.post.readInOtherLanguage).toBe('Read in English');
  });

  it('name every language of the list and every network a post is shared on (keys the code builds)', () => {
    for (const resources of [ptBR, enUS]) {
      expect(Object.keys(resources.blog.list.languages).sort()).toEqual([...BLOG_LANGUAGES].sort());
      expect(Object.keys(resources.blog.post.share.networks).sort()).toEqual([...SHARE_NETWORKS].sort());
    }
  });

  it('say so when there is nothing to read yet', () => {
    expect(ptBR.blog.list.empty.title).toBe('Nenhum artigo publicado ainda');
    expect(enUS.blog.list.empty.title).toBe('No articles published yet');
  });
});
