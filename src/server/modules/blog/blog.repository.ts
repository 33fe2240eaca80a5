// Over 300 lines: the one writer of the blog's four tables — posts, old slugs, translations both ways, images — and the reads of the public pages, the feeds and the editor.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BlogPostStatus } from '../../../contracts/blog.ts';
import type { SiteLanguage } from '../../../contracts/site-content.ts';
import { uniqueSlug } from '../../../core/blog.ts';
import { foldSearchText } from '../../../core/search-text.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern, folded } from '../../db/search.ts';
import { appendAudit } from '../site-content/audit-log.repository.ts';
import type { Editor } from '../site-content/site-content.repository.ts';
import type { StoredImage } from '../site-content/uploaded-images.ts';

type PostRow = Selectable<Database['blog_posts']>;
type ImageRow = Selectable<Database['blog_images']>;

/** A post as it is stored: a draft while `publishedAt` is null, scheduled while it is in the future. */
export interface BlogPostRecord {
  id: string;
  slug: string;
  language: SiteLanguage;
  title: string;
  excerpt: string;
  contentHtml: string;
  coverImageId: string | null;
  translationId: string | null;
  publishedAt: Date | null;
  authorName: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An uploaded image, in its two sizes (keys in the upload storage). */
export interface BlogImageRecord {
  id: string;
  small: { key: string; width: number; height: number };
  large: { key: string; width: number; height: number };
}

const toPost = (row: PostRow): BlogPostRecord => ({
  id: row.id,
  slug: row.slug,
  language: row.language,
  title: row.title,
  excerpt: row.excerpt,
  contentHtml: row.content_html,
  coverImageId: row.cover_image_id,
  translationId: row.translation_id,
  publishedAt: row.published_at,
  authorName: row.author_name,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toImage = (row: ImageRow): BlogImageRecord => ({
  id: row.id,
  small: { key: row.small_key, width: row.small_width, height: row.small_height },
  large: { key: row.large_key, width: row.large_width, height: row.large_height },
});

/** A new post as it is written, at `at` (published then, or null: a draft). */
export interface NewBlogPost {
  slug: string;
  language: SiteLanguage;
  title: string;
  excerpt: string;
  contentHtml: string;
  coverImageId: string | null;
  translationId: string | null;
  authorId: string;
  authorName: string;
  publishedAt: Date | null;
  at: Date;
}

/** Stores an uploaded image's two sizes, uploaded by `userId`. */
export async function insertBlogImageWith(
  executor: Kysely<Database>,
  image: StoredImage,
  id: string,
  userId: string,
): Promise<BlogImageRecord> {
  const row = await executor
    .insertInto('blog_images')
    .values({
      id,
      small_key: image.smallKey,
      small_width: image.smallWidth,
      small_height: image.smallHeight,
      large_key: image.largeKey,
      large_width: image.largeWidth,
      large_height: image.largeHeight,
      created_by: userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toImage(row);
}

/** Writes a post whose slug is known to be free; a translation is then linked both ways with `linkTranslationWith`. */
export async function insertBlogPostWith(executor: Kysely<Database>, post: NewBlogPost): Promise<BlogPostRecord> {
  const row = await executor
    .insertInto('blog_posts')
    .values({
      slug: post.slug,
      language: post.language,
      title: post.title,
      excerpt: post.excerpt,
      content_html: post.contentHtml,
      cover_image_id: post.coverImageId,
      translation_id: post.translationId,
      published_at: post.publishedAt,
      author_id: post.authorId,
      author_name: post.authorName,
      created_at: post.at,
      updated_at: post.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPost(row);
}

/** Points `translationId` and `postId` at each other, unlinking whatever either pointed at before. */
export async function linkTranslationWith(
  executor: Kysely<Database>,
  postId: string,
  translationId: string | null,
): Promise<void> {
  await executor
    .updateTable('blog_posts')
    .set({ translation_id: null })
    .where('translation_id', '=', postId)
    .where('id', '<>', translationId ?? postId)
    .execute();
  if (translationId) {
    await executor
      .updateTable('blog_posts')
      .set({ translation_id: null })
      .where('translation_id', '=', translationId)
      .where('id', '<>', postId)
      .execute();
    await executor.updateTable('blog_posts').set({ translation_id: postId }).where('id', '=', translationId).execute();
  }
}

export interface PostWrite {
  /** The wanted slug, or null to make one from `fallbackSlug`. */
  slug: string | null;
  fallbackSlug: string;
  language: SiteLanguage;
  title: string;
  excerpt: string;
  contentHtml: string;
  coverImageId: string | null;
  translationId: string | null;
}

export type WriteResult =
  | { kind: 'ok'; post: BlogPostRecord }
  | { kind: 'not-found' }
  | { kind: 'slug-taken' }
  | { kind: 'translation-invalid' }
  | { kind: 'cover-unknown' };

export interface AdminFilters {
  status?: BlogPostStatus | undefined;
  language?: SiteLanguage | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * The blog's posts (docs/blog.md). Every write is here: a slug is a post's current one or an old
 * one that redirects to it (a new post may take a free old slug, which then stops redirecting);
 * a translation is linked both ways; publishing and unpublishing are audited in their own
 * transaction. Reads of the public pages take the clock: a post whose time has not come is
 * nowhere (list, page, related, sitemap, feed).
 */
export function createBlogRepository(db: Kysely<Database>) {
  const published = (now: Date) => (query: ReturnType<typeof postsQuery>) =>
    query.where('published_at', 'is not', null).where('published_at', '<=', now);
  const postsQuery = () => db.selectFrom('blog_posts').selectAll();
  const maybePost = (row: PostRow | undefined) => (row ? toPost(row) : undefined);

  async function slugTaken(trx: Transaction<Database>, slug: string, exceptId: string | null): Promise<boolean> {
    let query = trx.selectFrom('blog_posts').select('id').where('slug', '=', slug);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The checks and the slug of a write, in its transaction; null slug: taken. */
  async function prepare(
    trx: Transaction<Database>,
    write: PostWrite,
    id: string | null,
  ): Promise<WriteResult | { kind: 'ready'; slug: string }> {
    if (write.translationId) {
      const other = await trx
        .selectFrom('blog_posts')
        .select(['id', 'language'])
        .where('id', '=', write.translationId)
        .executeTakeFirst();
      if (!other || other.id === id || other.language === write.language) return { kind: 'translation-invalid' };
    }
    if (write.coverImageId) {
      const cover = await trx
        .selectFrom('blog_images')
        .select('id')
        .where('id', '=', write.coverImageId)
        .executeTakeFirst();
      if (!cover) return { kind: 'cover-unknown' };
    }
    if (write.slug !== null) {
      return (await slugTaken(trx, write.slug, id)) ? { kind: 'slug-taken' } : { kind: 'ready', slug: write.slug };
    }
    const existing = new Set(
      (
        await trx
          .selectFrom('blog_posts')
          .select('slug')
          .where('slug', 'like', `${write.fallbackSlug}%`)
          .$if(id !== null, (q) => q.where('id', '<>', id!))
          .execute()
      ).map((row) => row.slug),
    );
    return { kind: 'ready', slug: uniqueSlug(write.fallbackSlug, (candidate) => existing.has(candidate)) };
  }

  /** The slug is now `slug`'s post's: an old slug of the same text no longer redirects elsewhere. */
  async function claimSlug(trx: Transaction<Database>, slug: string): Promise<void> {
    await trx.deleteFrom('blog_slug_redirects').where('old_slug', '=', slug).execute();
  }

  return {
    insertImage: (image: StoredImage, id: string, userId: string): Promise<BlogImageRecord> =>
      insertBlogImageWith(db, image, id, userId),

    async images(ids: readonly string[]): Promise<Map<string, BlogImageRecord>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('blog_images')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, toImage(row)]));
    },

    async create(editor: Editor, write: PostWrite, now: Date): Promise<WriteResult> {
      return db.transaction().execute(async (trx) => {
        // Writes to the blog take turns: two posts never end with the same made-up slug.
        await sql`SELECT pg_advisory_xact_lock(hashtext('blog_posts'))`.execute(trx);
        const ready = await prepare(trx, write, null);
        if (ready.kind !== 'ready') return ready;
        await claimSlug(trx, ready.slug);
        const author = await trx.selectFrom('users').select('name').where('id', '=', editor.userId).executeTakeFirst();
        const post = await insertBlogPostWith(trx, {
          slug: ready.slug,
          language: write.language,
          title: write.title,
          excerpt: write.excerpt,
          contentHtml: write.contentHtml,
          coverImageId: write.coverImageId,
          translationId: write.translationId,
          authorId: editor.userId,
          authorName: author?.name || editor.email,
          publishedAt: null,
          at: now,
        });
        await linkTranslationWith(trx, post.id, write.translationId);
        return { kind: 'ok', post };
      });
    },

    async update(id: string, write: PostWrite, now: Date): Promise<WriteResult> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext('blog_posts'))`.execute(trx);
        const current = await trx
          .selectFrom('blog_posts')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) return { kind: 'not-found' };
        const ready = await prepare(trx, { ...write, slug: write.slug ?? current.slug }, id);
        if (ready.kind !== 'ready') return ready;
        if (ready.slug !== current.slug) {
          await claimSlug(trx, ready.slug);
          // The old address keeps working: it redirects here.
          await trx
            .insertInto('blog_slug_redirects')
            .values({ old_slug: current.slug, post_id: id, created_at: now })
            .onConflict((conflict) => conflict.column('old_slug').doUpdateSet({ post_id: id, created_at: now }))
            .execute();
        }
        const post = await trx
          .updateTable('blog_posts')
          .set({
            slug: ready.slug,
            language: write.language,
            title: write.title,
            excerpt: write.excerpt,
            content_html: write.contentHtml,
            cover_image_id: write.coverImageId,
            translation_id: write.translationId,
            updated_at: now,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await linkTranslationWith(trx, id, write.translationId);
        return { kind: 'ok', post: toPost(post) };
      });
    },

    /** Sets when the post is published (null: a draft again), audited in the same transaction. */
    async setPublishedAt(editor: Editor, id: string, at: Date | null, now: Date): Promise<BlogPostRecord | null> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('blog_posts')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) return null;
        const post = await trx
          .updateTable('blog_posts')
          .set({ published_at: at, updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const snapshot = (row: PostRow) => ({
          post: {
            slug: row.slug,
            title: row.title,
            language: row.language,
            publishedAt: row.published_at?.toISOString() ?? null,
          },
        });
        await appendAudit(trx, {
          userId: editor.userId,
          userEmail: editor.email,
          actionType: at ? 'publish_blog_post' : 'unpublish_blog_post',
          targetTable: 'blog_posts',
          targetId: id,
          before: snapshot(current),
          after: snapshot(post),
          description: at
            ? `Published the blog post "${post.slug}" (${post.language}) for ${at.toISOString()}`
            : `Unpublished the blog post "${post.slug}" (${post.language})`,
          sessionId: editor.sessionId,
        });
        return toPost(post);
      });
    },

    byId: async (id: string): Promise<BlogPostRecord | undefined> =>
      maybePost(await postsQuery().where('id', '=', id).executeTakeFirst()),

    async previousSlugs(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom('blog_slug_redirects')
        .select('old_slug')
        .where('post_id', '=', id)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => row.old_slug);
    },

    async adminList(filters: AdminFilters, now: Date): Promise<{ posts: BlogPostRecord[]; total: number }> {
      let query = db.selectFrom('blog_posts');
      if (filters.language) query = query.where('language', '=', filters.language);
      if (filters.status === 'draft') query = query.where('published_at', 'is', null);
      if (filters.status === 'scheduled') query = query.where('published_at', '>', now);
      if (filters.status === 'published') query = query.where('published_at', '<=', now);
      if (filters.search) {
        const pattern = containsPattern(foldSearchText(filters.search));
        query = query.where((eb) => eb.or([eb(folded(eb.ref('title')), 'like', pattern), eb('slug', 'like', pattern)]));
      }
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('updated_at', 'desc')
          .orderBy('id')
          .limit(filters.limit)
          .offset(filters.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { posts: rows.map(toPost), total: Number(count.n) };
    },

    async publishedPage(
      language: SiteLanguage,
      now: Date,
      limit: number,
      offset: number,
    ): Promise<{ posts: BlogPostRecord[]; total: number }> {
      const base = published(now)(postsQuery().where('language', '=', language));
      const [rows, count] = await Promise.all([
        base.orderBy('published_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        db
          .selectFrom('blog_posts')
          .where('language', '=', language)
          .where('published_at', 'is not', null)
          .where('published_at', '<=', now)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { posts: rows.map(toPost), total: Number(count.n) };
    },

    /** A published post by its slug or by one of its old slugs. */
    async publishedBySlug(slug: string, now: Date): Promise<BlogPostRecord | undefined> {
      const direct = await published(now)(postsQuery().where('slug', '=', slug)).executeTakeFirst();
      if (direct) return toPost(direct);
      return maybePost(
        await published(now)(
          postsQuery().where('id', '=', (eb) =>
            eb.selectFrom('blog_slug_redirects').select('post_id').where('old_slug', '=', slug),
          ),
        ).executeTakeFirst(),
      );
    },

    /** The published posts of the same language nearest in time, newest first. */
    related: async (post: BlogPostRecord, now: Date, limit: number): Promise<BlogPostRecord[]> =>
      (
        await published(now)(postsQuery().where('language', '=', post.language).where('id', '<>', post.id))
          .orderBy('published_at', 'desc')
          .limit(limit)
          .execute()
      ).map(toPost),

    publishedById: async (id: string, now: Date): Promise<BlogPostRecord | undefined> =>
      maybePost(await published(now)(postsQuery().where('id', '=', id)).executeTakeFirst()),

    /** Every published post (the sitemap), or a language's latest (the feed). */
    allPublished: async (
      now: Date,
      options: { language?: SiteLanguage; limit?: number } = {},
    ): Promise<BlogPostRecord[]> =>
      (
        await published(now)(postsQuery())
          .$if(options.language !== undefined, (q) => q.where('language', '=', options.language!))
          .orderBy('published_at', 'desc')
          .limit(options.limit ?? 50_000)
          .execute()
      ).map(toPost),
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
