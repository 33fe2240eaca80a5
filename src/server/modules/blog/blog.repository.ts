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

export type PostRow = Selectable<Database['blog_posts']>;
export type ImageRow = Selectable<Database['blog_images']>;

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

export type WriteResult = { kind: 'ok'; post: PostRow } | { kind: 'not-found' } | { kind: 'slug-taken' } | { kind: 'translation-invalid' } | { kind: 'cover-unknown' };

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
  const published = (now: Date) => (query: ReturnType<typeof postsQuery>) => query.where('published_at', 'is not', null).where('published_at', '<=', now);
  const postsQuery = () => db.selectFrom('blog_posts').selectAll();

  async function slugTaken(trx: Transaction<Database>, slug: string, exceptId: string | null): Promise<boolean> {
    let query = trx.selectFrom('blog_posts').select('id').where('slug', '=', slug);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Points `translationId` and `postId` at each other, unlinking whatever either pointed at before. */
  async function linkTranslation(trx: Transaction<Database>, postId: string, translationId: string | null): Promise<void> {
    await trx.updateTable('blog_posts').set({ translation_id: null }).where('translation_id', '=', postId).where('id', '<>', translationId ?? postId).execute();
    if (translationId) {
      await trx.updateTable('blog_posts').set({ translation_id: null }).where('translation_id', '=', translationId).where('id', '<>', postId).execute();
      await trx.updateTable('blog_posts').set({ translation_id: postId }).where('id', '=', translationId).execute();
    }
  }

  /** The checks and the slug of a write, in its transaction; null slug: taken. */
  async function prepare(trx: Transaction<Database>, write: PostWrite, id: string | null): Promise<WriteResult | { kind: 'ready'; slug: string }> {
    if (write.translationId) {
      const other = await trx.selectFrom('blog_posts').select(['id', 'language']).where('id', '=', write.translationId).executeTakeFirst();
      if (!other || other.id === id || other.language === write.language) return { kind: 'translation-invalid' };
    }
    if (write.coverImageId) {
      const cover = await trx.selectFrom('blog_images').select('id').where('id', '=', write.coverImageId).executeTakeFirst();
      if (!cover) return { kind: 'cover-unknown' };
    }
    if (write.slug !== null) {
      return (await slugTaken(trx, write.slug, id)) ? { kind: 'slug-taken' } : { kind: 'ready', slug: write.slug };
    }
    const existing = new Set(
      (await trx.selectFrom('blog_posts').select('slug').where('slug', 'like', `${write.fallbackSlug}%`).$if(id !== null, (q) => q.where('id', '<>', id!)).execute()).map((row) => row.slug),
    );
    return { kind: 'ready', slug: uniqueSlug(write.fallbackSlug, (candidate) => existing.has(candidate)) };
  }

  /** The slug is now `slug`'s post's: an old slug of the same text no longer redirects elsewhere. */
  async function claimSlug(trx: Transaction<Database>, slug: string): Promise<void> {
    await trx.deleteFrom('blog_slug_redirects').where('old_slug', '=', slug).execute();
  }

  return {
    async insertImage(image: StoredImage, id: string, userId: string): Promise<ImageRow> {
      return db
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
    },

    async images(ids: readonly string[]): Promise<Map<string, ImageRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('blog_images').selectAll().where('id', 'in', [...new Set(ids)]).execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    async create(editor: Editor, write: PostWrite, now: Date): Promise<WriteResult> {
      return db.transaction().execute(async (trx) => {
        // Writes to the blog take turns: two posts never end with the same made-up slug.
        await sql`SELECT pg_advisory_xact_lock(hashtext('blog_posts'))`.execute(trx);
        const ready = await prepare(trx, write, null);
        if (ready.kind !== 'ready') return ready;
        await claimSlug(trx, ready.slug);
        const author = await trx.selectFrom('users').select('name').where('id', '=', editor.userId).executeTakeFirst();
        const post = await trx
          .insertInto('blog_posts')
          .values({
            slug: ready.slug,
            language: write.language,
            title: write.title,
            excerpt: write.excerpt,
            content_html: write.contentHtml,
            cover_image_id: write.coverImageId,
            translation_id: write.translationId,
            author_id: editor.userId,
            author_name: author?.name || editor.email,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await linkTranslation(trx, post.id, write.translationId);
        return { kind: 'ok', post };
      });
    },

    async update(id: string, write: PostWrite, now: Date): Promise<WriteResult> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext('blog_posts'))`.execute(trx);
        const current = await trx.selectFrom('blog_posts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
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
        await linkTranslation(trx, id, write.translationId);
        return { kind: 'ok', post };
      });
    },

    /** Sets when the post is published (null: a draft again), audited in the same transaction. */
    async setPublishedAt(editor: Editor, id: string, at: Date | null, now: Date): Promise<PostRow | null> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('blog_posts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) return null;
        const post = await trx.updateTable('blog_posts').set({ published_at: at, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        const snapshot = (row: PostRow) => ({ post: { slug: row.slug, title: row.title, language: row.language, publishedAt: row.published_at?.toISOString() ?? null } });
        await appendAudit(trx, {
          userId: editor.userId,
          userEmail: editor.email,
          actionType: at ? 'publish_blog_post' : 'unpublish_blog_post',
          targetTable: 'blog_posts',
          targetId: id,
          before: snapshot(current),
          after: snapshot(post),
          description: at ? `Published the blog post "${post.slug}" (${post.language}) for ${at.toISOString()}` : `Unpublished the blog post "${post.slug}" (${post.language})`,
          sessionId: editor.sessionId,
        });
        return post;
      });
    },

    byId: (id: string): Promise<PostRow | undefined> => postsQuery().where('id', '=', id).executeTakeFirst(),

    async previousSlugs(id: string): Promise<string[]> {
      const rows = await db.selectFrom('blog_slug_redirects').select('old_slug').where('post_id', '=', id).orderBy('created_at', 'desc').execute();
      return rows.map((row) => row.old_slug);
    },

    async adminList(filters: AdminFilters, now: Date): Promise<{ rows: PostRow[]; total: number }> {
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
        query.selectAll().orderBy('updated_at', 'desc').orderBy('id').limit(filters.limit).offset(filters.offset).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async publishedPage(language: SiteLanguage, now: Date, limit: number, offset: number): Promise<{ rows: PostRow[]; total: number }> {
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
      return { rows, total: Number(count.n) };
    },

    /** A published post by its slug or by one of its old slugs. */
    async publishedBySlug(slug: string, now: Date): Promise<PostRow | undefined> {
      const direct = await published(now)(postsQuery().where('slug', '=', slug)).executeTakeFirst();
      if (direct) return direct;
      return published(now)(
        postsQuery().where('id', '=', (eb) => eb.selectFrom('blog_slug_redirects').select('post_id').where('old_slug', '=', slug)),
      ).executeTakeFirst();
    },

    /** The published posts of the same language nearest in time, newest first. */
    related: (post: PostRow, now: Date, limit: number): Promise<PostRow[]> =>
      published(now)(postsQuery().where('language', '=', post.language).where('id', '<>', post.id))
        .orderBy('published_at', 'desc')
        .limit(limit)
        .execute(),

    publishedById: (id: string, now: Date): Promise<PostRow | undefined> => published(now)(postsQuery().where('id', '=', id)).executeTakeFirst(),

    /** Every published post (the sitemap), or a language's latest (the feed). */
    allPublished: (now: Date, options: { language?: SiteLanguage; limit?: number } = {}): Promise<PostRow[]> =>
      published(now)(postsQuery())
        .$if(options.language !== undefined, (q) => q.where('language', '=', options.language!))
        .orderBy('published_at', 'desc')
        .limit(options.limit ?? 50_000)
        .execute(),
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
