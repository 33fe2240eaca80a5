import type { Kysely } from 'kysely';
import type {
  ContentDraft,
  ContentEdit,
  ContentVersionDetail,
  ContentVersionSummary,
  VersionText,
} from '../../../contracts/site-content.ts';
import type { Database } from '../../db/schema.ts';

/*
 * What is read of the site texts' versions (the `inline_text_edits` rows of `content_versions`):
 * the published state, a version's texts, a super admin's draft and the versions page.
 * site-content.repository.ts writes them and answers with these reads.
 */

export const TEXTS = 'inline_text_edits' as const;

/** The published texts: the version's id and its whole state. */
export interface PublishedTexts {
  id: string;
  texts: VersionText[];
}

export async function publishedTexts(executor: Kysely<Database>): Promise<PublishedTexts | null> {
  const row = await executor
    .selectFrom('content_versions')
    .select(['id', 'content_data'])
    .where('content_type', '=', TEXTS)
    .where('is_published', '=', true)
    .executeTakeFirst();
  return row ? { id: row.id, texts: row.content_data as VersionText[] } : null;
}

/** A version's whole state (not a draft's); null when there is no such version. */
export async function versionTexts(executor: Kysely<Database>, id: string): Promise<VersionText[] | null> {
  const row = await executor
    .selectFrom('content_versions')
    .select('content_data')
    .where('id', '=', id)
    .where('content_type', '=', TEXTS)
    .where('is_draft', '=', false)
    .executeTakeFirst();
  return row ? (row.content_data as VersionText[]) : null;
}

/** The super admin's draft (one each), if they have one. */
export async function draftOf(db: Kysely<Database>, userId: string): Promise<ContentDraft | null> {
  const row = await db
    .selectFrom('content_versions')
    .select(['id', 'base_version_id', 'edits', 'version_number', 'restored_from_id'])
    .where('content_type', '=', TEXTS)
    .where('is_draft', '=', true)
    .where('edited_by', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    baseVersion: row.base_version_id,
    edits: row.edits as ContentEdit[],
    savedAt: row.version_number.toISOString(),
    restoredFrom: row.restored_from_id,
  };
}

/** A page of the versions (drafts left out), newest first, and how many there are. */
export async function listTextVersions(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<{ items: ContentVersionSummary[]; total: number }> {
  const base = db.selectFrom('content_versions').where('content_type', '=', TEXTS).where('is_draft', '=', false);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'version_number',
        'published_at',
        'published_by_email',
        'change_count',
        'is_published',
        'base_version_id',
      ])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(summaryOf), total: Number(count.total) };
}

/** A version with its whole state and the edits it made; null when there is no such version. */
export async function textVersion(db: Kysely<Database>, id: string): Promise<ContentVersionDetail | null> {
  const row = await db
    .selectFrom('content_versions')
    .select([
      'id',
      'version_number',
      'published_at',
      'published_by_email',
      'change_count',
      'is_published',
      'base_version_id',
      'content_data',
      'edits',
    ])
    .where('id', '=', id)
    .where('content_type', '=', TEXTS)
    .where('is_draft', '=', false)
    .executeTakeFirst();
  return row
    ? { ...summaryOf(row), texts: row.content_data as VersionText[], edits: row.edits as ContentEdit[] }
    : null;
}

function summaryOf(row: {
  id: string;
  version_number: Date;
  published_at: Date | null;
  published_by_email: string | null;
  change_count: number;
  is_published: boolean;
  base_version_id: string | null;
}): ContentVersionSummary {
  return {
    id: row.id,
    versionNumber: row.version_number.toISOString(),
    publishedAt: (row.published_at ?? row.version_number).toISOString(),
    publishedBy: row.published_by_email,
    changes: row.change_count,
    isPublished: row.is_published,
    previousVersion: row.base_version_id,
  };
}
