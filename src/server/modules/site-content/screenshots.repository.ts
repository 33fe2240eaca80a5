import type { Kysely, Selectable } from 'kysely';
import type { PublishedScreenshot } from '../../../contracts/site-content.ts';
import type { Database } from '../../db/schema.ts';
import { lockContentType, publishVersionWith, type Editor } from './site-content.repository.ts';
import type { StoredImage } from './uploaded-images.ts';

const CONTENT = 'page_content' as const;

export interface ScreenshotRow extends StoredImage {
  id: string;
  captions: { 'pt-BR': string; 'en-US': string };
  position: number;
  createdAt: Date;
}

export type NewScreenshot = StoredImage;

/** The address a stored file is served at (upload-routes in site-content.routes.ts). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

export function publishedOf(row: ScreenshotRow): PublishedScreenshot {
  return {
    id: row.id,
    captions: row.captions,
    small: { url: uploadUrl(row.smallKey), width: row.smallWidth, height: row.smallHeight },
    large: { url: uploadUrl(row.largeKey), width: row.largeWidth, height: row.largeHeight },
  };
}

function rowOf(row: Selectable<Database['site_screenshots']>): ScreenshotRow {
  return {
    id: row.id,
    smallKey: row.small_key,
    smallWidth: row.small_width,
    smallHeight: row.small_height,
    largeKey: row.large_key,
    largeWidth: row.large_width,
    largeHeight: row.large_height,
    captions: { 'pt-BR': row.caption_pt_br, 'en-US': row.caption_en_us },
    position: row.position,
    createdAt: row.created_at,
  };
}

/**
 * The one writer of `site_screenshots`: the working set of screenshots (uploaded, captioned,
 * ordered). Its published versions (page_content rows of `content_versions`) are written through
 * `publishVersionWith`, as the texts' are.
 */
export function createScreenshotsRepository(db: Kysely<Database>) {
  async function workingSet(executor: Kysely<Database>): Promise<ScreenshotRow[]> {
    const rows = await executor
      .selectFrom('site_screenshots')
      .selectAll()
      .where('removed_at', 'is', null)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    return rows.map(rowOf);
  }

  async function published(
    executor: Kysely<Database>,
  ): Promise<{ id: string; screenshots: PublishedScreenshot[] } | null> {
    const row = await executor
      .selectFrom('content_versions')
      .select(['id', 'content_data'])
      .where('content_type', '=', CONTENT)
      .where('is_published', '=', true)
      .executeTakeFirst();
    return row ? { id: row.id, screenshots: row.content_data as PublishedScreenshot[] } : null;
  }

  return {
    workingSet: () => workingSet(db),
    published: () => published(db),

    /** Adds a screenshot at the end of the working set. */
    async insert(screenshot: NewScreenshot, createdBy: string): Promise<ScreenshotRow> {
      return db.transaction().execute(async (trx) => {
        await lockContentType(trx, CONTENT);
        const last = await trx
          .selectFrom('site_screenshots')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        const row = await trx
          .insertInto('site_screenshots')
          .values({
            small_key: screenshot.smallKey,
            small_width: screenshot.smallWidth,
            small_height: screenshot.smallHeight,
            large_key: screenshot.largeKey,
            large_width: screenshot.largeWidth,
            large_height: screenshot.largeHeight,
            position: (last?.position ?? -1) + 1,
            created_by: createdBy,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return rowOf(row);
      });
    },

    /**
     * Sets the working set to `items`, in their order, with their captions; the screenshots left
     * out leave it (their files stay: a published version may show them). Returns the ids in
     * `items` that are not in the working set (nothing is written then).
     */
    async update(
      items: ReadonlyArray<{ id: string; captions: { 'pt-BR': string; 'en-US': string } }>,
      now: Date,
    ): Promise<{ unknownIds: string[] }> {
      return db.transaction().execute(async (trx) => {
        await lockContentType(trx, CONTENT);
        const current = new Set((await workingSet(trx)).map((row) => row.id));
        const unknownIds = items.filter((item) => !current.has(item.id)).map((item) => item.id);
        if (unknownIds.length > 0) return { unknownIds };
        const kept = new Set(items.map((item) => item.id));
        const removed = [...current].filter((id) => !kept.has(id));
        if (removed.length > 0)
          await trx.updateTable('site_screenshots').set({ removed_at: now }).where('id', 'in', removed).execute();
        for (const [position, item] of items.entries()) {
          await trx
            .updateTable('site_screenshots')
            .set({ position, caption_pt_br: item.captions['pt-BR'], caption_en_us: item.captions['en-US'] })
            .where('id', '=', item.id)
            .execute();
        }
        return { unknownIds: [] };
      });
    },

    /**
     * Publishes the working set in one transaction: the published version stays as it is
     * (unpublished), a new page_content version holds the set, and the audit log says so.
     */
    async publish(editor: Editor, now: Date): Promise<PublishedScreenshot[]> {
      return db.transaction().execute(async (trx) => {
        await lockContentType(trx, CONTENT);
        const current = await published(trx);
        const screenshots = (await workingSet(trx)).map(publishedOf);
        await publishVersionWith(trx, {
          contentType: CONTENT,
          currentId: current?.id ?? null,
          contentData: screenshots,
          changeCount: screenshots.length,
          editor,
          now,
          audit: {
            actionType: 'publish_content',
            before: { screenshots: current?.screenshots ?? [] },
            after: { screenshots },
            description: `Published ${screenshots.length} screenshot(s) on the landing page`,
          },
        });
        return screenshots;
      });
    },
  };
}

export type ScreenshotsRepository = ReturnType<typeof createScreenshotsRepository>;
