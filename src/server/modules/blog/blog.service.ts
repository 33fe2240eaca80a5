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
import type { AdminFilters, BlogImageRecord, BlogPostRecord, BlogRepository, WriteResult } from './blog.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 404);

/** The slug a post gets when its title makes none ("!!!"). */
const FALLBACK_SLUG = { 'pt-BR': 'artigo', 'en-US': 'post' } as const;

function imageOf(image: BlogImageRecord): BlogImage {
  return {
    id: image.id,
    small: { url: `/uploads/${image.small.key}`, width: image.small.width, height: image.small.height },
    large: { url: `/uploads/${image.large.key}`, width: image.large.width, height: image.large.height },
  };
}

/**
 * The blog (docs/blog.md): what the editor writes is sanitized on the way in (and the pages
 * sanitize again when they render); what the public reads is only what is published by now.
 */
export function createBlogService(deps: { repository: BlogRepository; storage: UploadStorage; now: () => Date }) {
  const { repository } = deps;

  async function summariesOf(posts: BlogPostRecord[]): Promise<BlogPostSummary[]> {
    const images = await repository.images(posts.flatMap((post) => (post.coverImageId ? [post.coverImageId] : [])));
    return posts.map((post) => summaryOf(post, images));
  }

  function summaryOf(post: BlogPostRecord, images: Map<string, BlogImageRecord>): BlogPostSummary {
    const cover = post.coverImageId ? images.get(post.coverImageId) : undefined;
    return {
      id: post.id,
      slug: post.slug,
      language: post.language,
      title: post.title,
      excerpt: post.excerpt,
      cover: cover ? imageOf(cover) : null,
      authorName: post.authorName,
      publishedAt: post.publishedAt!.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      readingMinutes: readingMinutes(wordCount(post.contentHtml)),
    };
  }

  async function adminItemsOf(posts: BlogPostRecord[]): Promise<Array<BlogPostListItem & { contentHtml: string }>> {
    const images = await repository.images(posts.flatMap((post) => (post.coverImageId ? [post.coverImageId] : [])));
    const now = deps.now();
    return posts.map((post) => {
      const cover = post.coverImageId ? images.get(post.coverImageId) : undefined;
      return {
        id: post.id,
        slug: post.slug,
        language: post.language,
        title: post.title,
        excerpt: post.excerpt,
        contentHtml: post.contentHtml,
        cover: cover ? imageOf(cover) : null,
        translationId: post.translationId,
        status: blogPostStatus(post.publishedAt, now),
        publishedAt: post.publishedAt?.toISOString() ?? null,
        authorName: post.authorName,
        createdAt: post.createdAt.toISOString(),
        updatedAt: post.updatedAt.toISOString(),
      };
    });
  }

  async function postOf(post: BlogPostRecord): Promise<BlogPost> {
    const [[item], previousSlugs] = await Promise.all([adminItemsOf([post]), repository.previousSlugs(post.id)]);
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
      const { posts, total } = await repository.publishedPage(
        language,
        deps.now(),
        BLOG_LIMITS.pageSize,
        (page - 1) * BLOG_LIMITS.pageSize,
      );
      return { items: await summariesOf(posts), total, page, pageSize: BLOG_LIMITS.pageSize };
    },

    /** A published post by its slug or an old one (its `slug` is then the current one). */
    async post(slug: string): Promise<PublicBlogPost> {
      const now = deps.now();
      const post = await repository.publishedBySlug(slug, now);
      if (!post) throw notFound();
      const [relatedPosts, translation] = await Promise.all([
        repository.related(post, now, BLOG_LIMITS.related),
        post.translationId ? repository.publishedById(post.translationId, now) : Promise.resolve(undefined),
      ]);
      const [[summary], related] = await Promise.all([summariesOf([post]), summariesOf(relatedPosts)]);
      return {
        ...summary!,
        // Sanitized when written; again here, so that no row written any other way reaches a page unsanitized.
        contentHtml: await sanitizeBlogHtml(post.contentHtml),
        translation: translation
          ? { slug: translation.slug, language: translation.language, title: translation.title }
          : null,
        related,
      };
    },

    /** Every published post (sitemap), or a language's latest (feed), with what the feeds show. */
    async published(
      options: { language?: SiteLanguage; limit?: number } = {},
    ): Promise<Array<BlogPostSummary & { contentHtml: string }>> {
      const posts = await repository.allPublished(deps.now(), options);
      const summaries = await summariesOf(posts);
      return Promise.all(
        summaries.map(async (summary, index) => ({
          ...summary,
          contentHtml: await sanitizeBlogHtml(posts[index]!.contentHtml),
        })),
      );
    },

    async adminList(filters: AdminFilters): Promise<ListAllBlogPostsResponse> {
      const { posts, total } = await repository.adminList(filters, deps.now());
      const items = await adminItemsOf(posts);
      return { items: items.map(({ contentHtml: _, ...item }) => item), total };
    },

    async forEditing(id: string): Promise<BlogPost> {
      const post = await repository.byId(id);
      if (!post) throw notFound();
      return postOf(post);
    },

    create: async (editor: Editor, body: BlogPostBody & { language: SiteLanguage }): Promise<BlogPost> =>
      resultOf(await repository.create(editor, await writeOf(body), deps.now())),

    update: async (id: string, body: BlogPostBody & { language: SiteLanguage }): Promise<BlogPost> =>
      resultOf(await repository.update(id, await writeOf(body), deps.now())),

    /** Published at `at` (now when absent; a future time schedules it). */
    async publish(editor: Editor, id: string, at: string | undefined): Promise<BlogPost> {
      const now = deps.now();
      const post = await repository.setPublishedAt(editor, id, at ? new Date(at) : now, now);
      if (!post) throw notFound();
      return postOf(post);
    },

    async unpublish(editor: Editor, id: string): Promise<BlogPost> {
      const post = await repository.setPublishedAt(editor, id, null, deps.now());
      if (!post) throw notFound();
      return postOf(post);
    },

    uploadImage: (editor: Editor, file: Buffer): Promise<BlogImage> =>
      storeImage(deps.storage, 'blog', file, async (image, id) =>
        imageOf(await repository.insertImage(image, id, editor.userId)),
      ),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
