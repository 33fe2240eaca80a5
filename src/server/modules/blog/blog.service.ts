import {
  BLOG_LIMITS,
  type BlogImage,
  type BlogPost,
  type BlogPostBody,
  type BlogPostListItem,
  type BlogPostSummary,
  type ListAllBlogPostsResponse,
  type ListBlogPostsResponse,
  type PublicBlogPost,
} from '../../../contracts/blog.ts';
import type { SiteLanguage } from '../../../contracts/site-content.ts';
import { blogPostStatus, readingMinutes, slugify, wordCount } from '../../../core/blog.ts';
import { AppError } from '../../errors.ts';
import { sanitizeBlogHtml } from '../site-content/rich-text-sanitizer.ts';
import type { Editor } from '../site-content/site-content.repository.ts';
import { storeImage } from '../site-content/uploaded-images.ts';
import type { UploadStorage } from '../site-content/upload-storage.ts';
import type { AdminFilters, BlogRepository, ImageRow, PostRow, WriteResult } from './blog.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 404);

/** The slug a post gets when its title makes none ("!!!"). */
const FALLBACK_SLUG = { 'pt-BR': 'artigo', 'en-US': 'post' } as const;

function imageOf(row: ImageRow): BlogImage {
  return {
    id: row.id,
    small: { url: `/uploads/${row.small_key}`, width: row.small_width, height: row.small_height },
    large: { url: `/uploads/${row.large_key}`, width: row.large_width, height: row.large_height },
  };
}

/**
 * The blog (docs/blog.md): what the editor writes is sanitized on the way in (and the pages
 * sanitize again when they render); what the public reads is only what is published by now.
 */
export function createBlogService(deps: { repository: BlogRepository; storage: UploadStorage; now: () => Date }) {
  const { repository } = deps;

  async function summariesOf(rows: PostRow[]): Promise<BlogPostSummary[]> {
    const images = await repository.images(rows.flatMap((row) => (row.cover_image_id ? [row.cover_image_id] : [])));
    return rows.map((row) => summaryOf(row, images));
  }

  function summaryOf(row: PostRow, images: Map<string, ImageRow>): BlogPostSummary {
    const cover = row.cover_image_id ? images.get(row.cover_image_id) : undefined;
    return {
      id: row.id,
      slug: row.slug,
      language: row.language,
      title: row.title,
      excerpt: row.excerpt,
      cover: cover ? imageOf(cover) : null,
      authorName: row.author_name,
      publishedAt: row.published_at!.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      readingMinutes: readingMinutes(wordCount(row.content_html)),
    };
  }

  async function adminItemsOf(rows: PostRow[]): Promise<Array<BlogPostListItem & { contentHtml: string }>> {
    const images = await repository.images(rows.flatMap((row) => (row.cover_image_id ? [row.cover_image_id] : [])));
    const now = deps.now();
    return rows.map((row) => {
      const cover = row.cover_image_id ? images.get(row.cover_image_id) : undefined;
      return {
        id: row.id,
        slug: row.slug,
        language: row.language,
        title: row.title,
        excerpt: row.excerpt,
        contentHtml: row.content_html,
        cover: cover ? imageOf(cover) : null,
        translationId: row.translation_id,
        status: blogPostStatus(row.published_at, now),
        publishedAt: row.published_at?.toISOString() ?? null,
        authorName: row.author_name,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      };
    });
  }

  async function postOf(row: PostRow): Promise<BlogPost> {
    const [[item], previousSlugs] = await Promise.all([adminItemsOf([row]), repository.previousSlugs(row.id)]);
    return { ...item!, previousSlugs };
  }

  async function writeOf(body: BlogPostBody & { language: SiteLanguage }) {
    return {
      slug: body.slug ?? null,
      fallbackSlug: slugify(body.title) || FALLBACK_SLUG[body.language],
      language: body.language,
      title: body.title.trim(),
      excerpt: body.excerpt.trim(),
      contentHtml: await sanitizeBlogHtml(body.contentHtml),
      coverImageId: body.coverImageId ?? null,
      translationId: body.translationId ?? null,
    };
  }

  async function resultOf(result: WriteResult): Promise<BlogPost> {
    switch (result.kind) {
      case 'ok':
        return postOf(result.post);
      case 'not-found':
        throw notFound();
      case 'slug-taken':
        throw new AppError('SLUG_TAKEN', 409, { fields: { slug: 'validation.slugTaken' } });
      case 'translation-invalid':
        throw new AppError('TRANSLATION_INVALID', 400, { fields: { translationId: 'validation.translation' } });
      case 'cover-unknown':
        throw new AppError('VALIDATION_ERROR', 400, { fields: { coverImageId: 'validation.id' } });
    }
  }

  return {
    async list(language: SiteLanguage, page: number): Promise<ListBlogPostsResponse> {
      const { rows, total } = await repository.publishedPage(language, deps.now(), BLOG_LIMITS.pageSize, (page - 1) * BLOG_LIMITS.pageSize);
      return { items: await summariesOf(rows), total, page, pageSize: BLOG_LIMITS.pageSize };
    },

    /** A published post by its slug or an old one (its `slug` is then the current one). */
    async post(slug: string): Promise<PublicBlogPost> {
      const now = deps.now();
      const row = await repository.publishedBySlug(slug, now);
      if (!row) throw notFound();
      const [relatedRows, translationRow] = await Promise.all([
        repository.related(row, now, BLOG_LIMITS.related),
        row.translation_id ? repository.publishedById(row.translation_id, now) : Promise.resolve(undefined),
      ]);
      const [[summary], related] = await Promise.all([summariesOf([row]), summariesOf(relatedRows)]);
      return {
        ...summary!,
        // Sanitized when written; again here, so that no row written any other way reaches a page unsanitized.
        contentHtml: await sanitizeBlogHtml(row.content_html),
        translation: translationRow ? { slug: translationRow.slug, language: translationRow.language, title: translationRow.title } : null,
        related,
      };
    },

    /** Every published post (sitemap), or a language's latest (feed), with what the feeds show. */
    async published(options: { language?: SiteLanguage; limit?: number } = {}): Promise<Array<BlogPostSummary & { contentHtml: string }>> {
      const rows = await repository.allPublished(deps.now(), options);
      const summaries = await summariesOf(rows);
      return Promise.all(summaries.map(async (summary, index) => ({ ...summary, contentHtml: await sanitizeBlogHtml(rows[index]!.content_html) })));
    },

    async adminList(filters: AdminFilters): Promise<ListAllBlogPostsResponse> {
      const { rows, total } = await repository.adminList(filters, deps.now());
      const items = await adminItemsOf(rows);
      return { items: items.map(({ contentHtml: _, ...item }) => item), total };
    },

    async forEditing(id: string): Promise<BlogPost> {
      const row = await repository.byId(id);
      if (!row) throw notFound();
      return postOf(row);
    },

    create: async (editor: Editor, body: BlogPostBody & { language: SiteLanguage }): Promise<BlogPost> => resultOf(await repository.create(editor, await writeOf(body), deps.now())),

    update: async (id: string, body: BlogPostBody & { language: SiteLanguage }): Promise<BlogPost> => resultOf(await repository.update(id, await writeOf(body), deps.now())),

    /** Published at `at` (now when absent; a future time schedules it). */
    async publish(editor: Editor, id: string, at: string | undefined): Promise<BlogPost> {
      const now = deps.now();
      const row = await repository.setPublishedAt(editor, id, at ? new Date(at) : now, now);
      if (!row) throw notFound();
      return postOf(row);
    },

    async unpublish(editor: Editor, id: string): Promise<BlogPost> {
      const row = await repository.setPublishedAt(editor, id, null, deps.now());
      if (!row) throw notFound();
      return postOf(row);
    },

    uploadImage: (editor: Editor, file: Buffer): Promise<BlogImage> =>
      storeImage(deps.storage, 'blog', file, async (image, id) => imageOf(await repository.insertImage(image, id, editor.userId))),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
