import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../../contracts/blog.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { blogPostFieldOfError, blogPostFormPath, blogPostFormValues } from './blog-post-form.ts';

const post: BlogPost = {
  id: '0b6c4a52-5a3e-4c36-9d53-2f0a3c2b7f10',
  slug: 'agenda-cheia',
  language: 'en-US',
  title: 'Agenda cheia',
  excerpt: 'Como lotar a agenda.',
  contentHtml: '<p>Olá</p>',
  cover: {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    small: { url: '/uploads/blog/a-640.webp', width: 640, height: 360 },
    large: { url: '/uploads/blog/a-1280.webp', width: 1280, height: 720 },
  },
  translationId: '7d1f6a3e-8a0b-4c2d-9e4f-5a6b7c8d9e0f',
  status: 'draft',
  publishedAt: null,
  authorName: 'Ana',
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-01T12:00:00.000Z',
  previousSlugs: [],
};

describe('blogPostFormValues', () => {
  it('starts a new post empty, in the language given', () => {
    expect(blogPostFormValues(null, 'pt-BR')).toEqual({
      title: '',
      slug: '',
      excerpt: '',
      contentHtml: '',
      language: 'pt-BR',
      coverImageId: null,
      translationId: null,
    });
  });

  it('holds a saved post as it is, its cover by id', () => {
    expect(blogPostFormValues(post, 'pt-BR')).toEqual({
      title: 'Agenda cheia',
      slug: 'agenda-cheia',
      excerpt: 'Como lotar a agenda.',
      contentHtml: '<p>Olá</p>',
      language: 'en-US',
      coverImageId: 'c0ffee00-0000-4000-8000-000000000001',
      translationId: '7d1f6a3e-8a0b-4c2d-9e4f-5a6b7c8d9e0f',
    });
    expect(blogPostFormValues({ ...post, cover: null, translationId: null }, 'pt-BR')).toMatchObject({
      coverImageId: null,
      translationId: null,
    });
  });
});

describe('blogPostFieldOfError', () => {
  it('puts a taken slug under the slug and a bad translation under the translation', () => {
    expect(blogPostFieldOfError(new ApiError({ status: 409, code: 'SLUG_TAKEN', message: 'Endereço em uso' }))).toEqual(
      { field: 'slug', message: 'Endereço em uso' },
    );
    expect(
      blogPostFieldOfError(new ApiError({ status: 400, code: 'TRANSLATION_INVALID', message: 'Tradução inválida' })),
    ).toEqual({
      field: 'translationId',
      message: 'Tradução inválida',
    });
  });

  it('leaves other failures to the toast', () => {
    expect(
      blogPostFieldOfError(
        new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'x', fields: { title: 'y' } }),
      ),
    ).toBeNull();
    expect(blogPostFieldOfError(new Error('boom'))).toBeNull();
  });
});

describe('blogPostFormPath', () => {
  it('maps the body’s paths to the form’s fields', () => {
    expect(blogPostFormPath('slug')).toBe('slug');
    expect(blogPostFormPath('coverImageId')).toBe('coverImageId');
    expect(blogPostFormPath('contentHtml')).toBe('contentHtml');
    expect(blogPostFormPath('at')).toBeNull();
    expect(blogPostFormPath('')).toBeNull();
  });
});
