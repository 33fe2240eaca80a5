import type { BlogPost } from '../../../../contracts/blog.ts';
import type { SiteLanguage } from '../../../../contracts/site-content.ts';
import { ApiError } from '../../../lib/api-fetch.ts';

/** The blog editor's fields; the contract's blogPostBodySchema checks them as the server will. */
export interface BlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  contentHtml: string;
  language: SiteLanguage;
  coverImageId: string | null;
  translationId: string | null;
}

/** The fields of a post as last saved, or of a new one in `language`. */
export function blogPostFormValues(post: BlogPost | null, language: SiteLanguage): BlogPostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    contentHtml: post?.contentHtml ?? '',
    language: post?.language ?? language,
    coverImageId: post?.cover?.id ?? null,
    translationId: post?.translationId ?? null,
  };
}

export type BlogPostField = keyof BlogPostFormValues;

/**
 * The field an API refusal belongs under, besides the 400's own `fields`: a slug already taken
 * (409 SLUG_TAKEN) under the slug, a translation that cannot be linked under the translation.
 */
export function blogPostFieldOfError(error: unknown): { field: BlogPostField; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'SLUG_TAKEN') return { field: 'slug', message: error.message };
  if (error.code === 'TRANSLATION_INVALID') return { field: 'translationId', message: error.message };
  return null;
}

/** The form field of a path in a 400's `fields` ('coverImageId', 'slug'…); null for none of the form's. */
export function blogPostFormPath(path: string): BlogPostField | null {
  const field = path.split('.')[0] ?? '';
  return (BLOG_POST_FIELDS as readonly string[]).includes(field) ? (field as BlogPostField) : null;
}

const BLOG_POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'contentHtml',
  'language',
  'coverImageId',
  'translationId',
] as const satisfies readonly BlogPostField[];
