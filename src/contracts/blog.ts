import { z } from 'zod';
import { requiredText, uuidSchema } from './common.ts';
import { BLOG_POST_STATUSES, BLOG_SLUG_MAX } from '../core/blog.ts';
import { siteLanguageSchema, type SiteLanguage } from './site-content.ts';

/**
 * The blog (docs/blog.md): posts in pt-BR or en-US written by super admins, read by
 * everyone at /blog and /blog/{slug} — pages the server renders whole (title, meta description,
 * canonical, Open Graph, Twitter, JSON-LD BlogPosting) and the app then takes over. A post is a
 * draft until it has a publication time; it is scheduled while that time is in the future and
 * published from then on, with no job and no restart. A changed slug keeps answering: the page
 * at the old address redirects (301) to the new one.
 *
 * The operations (docs/permissions.md: the first two are public, the others an active super
 * admin's alone):
 * - listBlogPosts      GET   /api/public/blog/posts?language&page                 → ListBlogPostsResponse
 * - getBlogPost        GET   /api/public/blog/posts/{slug}                        → PublicBlogPost
 *                            (an old slug answers the post: its `slug` is the current one; 404 NOT_FOUND otherwise)
 * - listAllBlogPosts   GET   /api/super-admin/blog/posts?status&language&search&limit&offset → ListAllBlogPostsResponse
 * - getBlogPostForEditing GET /api/super-admin/blog/posts/{id}                    → BlogPost
 * - createBlogPost     POST  /api/super-admin/blog/posts          BlogPostBody    → 201 BlogPost (a draft)
 * - updateBlogPost     PUT   /api/super-admin/blog/posts/{id}     BlogPostBody    → BlogPost
 *                            (409 SLUG_TAKEN; 400 TRANSLATION_INVALID: the translation must be another post in the other language)
 * - publishBlogPost    POST  /api/super-admin/blog/posts/{id}/publish  PublishBlogPostBody → BlogPost (audited publish_blog_post)
 * - unpublishBlogPost  POST  /api/super-admin/blog/posts/{id}/unpublish           → BlogPost (a draft again; audited unpublish_blog_post)
 * - uploadBlogImage    POST  /api/super-admin/blog/images  (raw body: the image file; PNG, JPEG or WebP
 *                            read from its bytes, ≤ 5 MB; kept as WebP at 640 and 1280 px)  → 201 BlogImage
 *                            (400 NOT_AN_IMAGE, 400 IMAGE_TOO_LARGE)
 *
 * Beside them, served by the server as files: /sitemap.xml, /rss.xml?language=pt-BR|en-US, /robots.txt.
 */

export const BLOG_LIMITS = {
  title: 160,
  slug: BLOG_SLUG_MAX,
  excerpt: 300,
  /** Characters of a post's HTML. */
  content: 200_000,
  /** Posts per page of /blog. */
  pageSize: 9,
  /** Related posts under a post. */
  related: 3,
  /** The last page of the list the API answers. */
  lastPage: 10_000,
} as const;

/** Lower-case words of letters and digits joined by single hyphens: `agenda-cheia-2026`. */
export const blogSlugSchema = z
  .string()
  .max(BLOG_LIMITS.slug)
  .regex(/^[a-z\d]+(?:-[a-z\d]+)*$/, { error: 'validation.slug' });

export const blogSlugParamsSchema = z.object({ slug: z.string().max(BLOG_LIMITS.slug) });

const imageVariantSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** An uploaded picture of the blog (a cover, or an image in a post), WebP at two widths under /uploads/blog/. */
export const blogImageSchema = z.object({ id: z.string(), small: imageVariantSchema, large: imageVariantSchema });
export type BlogImage = z.infer<typeof blogImageSchema>;

export { BLOG_POST_STATUSES };
export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES);
export type BlogPostStatus = z.infer<typeof blogPostStatusSchema>;

// ── Public ─────────────────────────────────────────────────────────────────────────────────────

/** A published post as lists show it. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  language: siteLanguageSchema,
  title: z.string(),
  excerpt: z.string(),
  cover: blogImageSchema.nullable(),
  authorName: z.string(),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  readingMinutes: z.number().int().min(1),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const listBlogPostsQuerySchema = z.object({
  language: siteLanguageSchema.default('pt-BR'),
  page: z.coerce.number().int().min(1).max(BLOG_LIMITS.lastPage).default(1),
});
export type ListBlogPostsQuery = z.input<typeof listBlogPostsQuerySchema>;

export const listBlogPostsResponseSchema = z.object({
  items: z.array(blogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListBlogPostsResponse = z.infer<typeof listBlogPostsResponseSchema>;

/** A published post's page: its sanitized HTML, its translation (if published) and related posts of its language. */
export const publicBlogPostSchema = blogPostSummarySchema.extend({
  /** Sanitized HTML (the rich-text allowlist plus images from the blog's uploads): render it as HTML. */
  contentHtml: z.string(),
  translation: z.object({ slug: z.string(), language: siteLanguageSchema, title: z.string() }).nullable(),
  related: z.array(blogPostSummarySchema),
});
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;

// ── Writing (super admins) ───────────────────────────────────────────────────────────────────────

export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  language: siteLanguageSchema,
  title: z.string(),
  excerpt: z.string(),
  contentHtml: z.string(),
  cover: blogImageSchema.nullable(),
  /** The same post in the other language, or null. Linking is mutual: setting it on one sets it on both. */
  translationId: z.string().nullable(),
  status: blogPostStatusSchema,
  /** When it is (or will be) published; null for a draft. */
  publishedAt: z.iso.datetime().nullable(),
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Earlier slugs, which redirect here. */
  previousSlugs: z.array(z.string()),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const listAllBlogPostsQuerySchema = z.object({
  status: blogPostStatusSchema.optional(),
  language: siteLanguageSchema.optional(),
  /** Part of the title or slug (case and accents ignored). */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const blogPostListItemSchema = blogPostSchema.omit({ contentHtml: true, previousSlugs: true });
export type BlogPostListItem = z.infer<typeof blogPostListItemSchema>;

export const listAllBlogPostsResponseSchema = z.object({
  items: z.array(blogPostListItemSchema),
  total: z.number().int(),
});
export type ListAllBlogPostsResponse = z.infer<typeof listAllBlogPostsResponseSchema>;

/**
 * A post as the editor sends it. `slug` absent or empty: made from the title (and made unique
 * with -2, -3…). `coverImageId`: a BlogImage's id from uploadBlogImage, or null.
 */
export const blogPostBodySchema = z.object({
  title: requiredText(BLOG_LIMITS.title),
  slug: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(blogSlugSchema.optional())
    .optional(),
  excerpt: requiredText(BLOG_LIMITS.excerpt),
  contentHtml: z.string().max(BLOG_LIMITS.content),
  language: siteLanguageSchema,
  coverImageId: uuidSchema.nullable().default(null),
  translationId: uuidSchema.nullable().default(null),
});
export type BlogPostBody = z.input<typeof blogPostBodySchema>;

/** `at` absent: now. A time in the future schedules the post. */
export const publishBlogPostBodySchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });
export type PublishBlogPostBody = z.input<typeof publishBlogPostBodySchema>;

/** `/blog`, `/blog?page=2`, `/blog?lang=en-US&page=2`: the list in the language the address names (if any), at `page`. */
export function blogListHref({ lang, page = 1 }: { lang?: SiteLanguage | null | undefined; page?: number }): string {
  const query = new URLSearchParams();
  if (lang) query.set('lang', lang);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : '/blog';
}

/**
 * The list's canonical address in a language (its canonical link, its alternates, the sitemap and
 * the feeds): the language is always named. A bare `/blog` shows the reader's language and names
 * this address as its canonical one, so it is never itself one of the alternates.
 */
export function blogListPath(language: SiteLanguage, page = 1): string {
  return blogListHref({ lang: language, page });
}

/** A list's page as an address gives it (1-based): a whole number from 1 to the last page, else 1. */
export function blogListPage(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(page) && page >= 1 && page <= BLOG_LIMITS.lastPage ? page : 1;
}
