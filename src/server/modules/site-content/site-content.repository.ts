import { sql, type Kysely, type Transaction } from 'kysely';
import type { ContentConflict, ContentDraft, ContentEdit, VersionText } from '../../../contracts/site-content.ts';
import type { Database } from '../../db/schema.ts';
import { appendAudit, type NewAuditEntry } from './audit-log.repository.ts';
import {
  draftOf,
  listTextVersions,
  publishedTexts,
  textVersion,
  TEXTS,
  versionTexts,
  type PublishedTexts,
} from './text-versions-sql.ts';

/** Who writes: an active super admin, with their session's id for the audit log. */
export interface Editor {
  userId: string;
  email: string;
  sessionId: string;
}

/** What a publish writes once its rules let it (site-content.service.ts decides). */
export type PublishPlan =
  | { kind: 'conflict'; conflicts: ContentConflict[] }
  | {
      kind: 'publish';
      texts: VersionText[];
      edits: ContentEdit[];
      audit: Pick<NewAuditEntry, 'before' | 'after' | 'description'>;
    };

/**
 * Serializes the publishes of one content type (texts or screenshots), on either engine: the
 * second waits for the first to commit and then reads what it published.
 */
export async function lockContentType(
  trx: Transaction<Database>,
  contentType: 'inline_text_edits' | 'page_content',
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`content_versions:${contentType}`}))`.execute(trx);
}

/**
 * Makes a new version the published one of its content type, in the publish's transaction (with
 * the type's lock held): the version published until now stays, unpublished, as the backup; the
 * audit log says who published what. Both content types publish through here.
 */
export async function publishVersionWith(
  trx: Transaction<Database>,
  version: {
    contentType: 'inline_text_edits' | 'page_content';
    currentId: string | null;
    contentData: unknown;
    edits?: ContentEdit[];
    changeCount: number;
    editor: Editor;
    now: Date;
    audit: Pick<NewAuditEntry, 'actionType' | 'before' | 'after' | 'description'>;
  },
): Promise<string> {
  const { contentType, currentId, editor, now } = version;
  if (currentId)
    await trx.updateTable('content_versions').set({ is_published: false }).where('id', '=', currentId).execute();
  const row = await trx
    .insertInto('content_versions')
    .values({
      content_type: contentType,
      version_number: now,
      content_data: JSON.stringify(version.contentData),
      ...(version.edits ? { edits: JSON.stringify(version.edits) } : {}),
      change_count: version.changeCount,
      base_version_id: currentId,
      edited_by: editor.userId,
      published_by: editor.userId,
      published_by_email: editor.email,
      published_at: now,
      is_draft: false,
      is_published: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await appendAudit(trx, {
    userId: editor.userId,
    userEmail: editor.email,
    targetTable: 'content_versions',
    targetId: row.id,
    sessionId: editor.sessionId,
    ...version.audit,
  });
  return row.id;
}

/** Removes the super admin's draft of the texts (before a new one is kept, and once it is published). */
async function dropDraftWith(trx: Transaction<Database>, editor: Editor): Promise<void> {
  await trx
    .deleteFrom('content_versions')
    .where('content_type', '=', TEXTS)
    .where('is_draft', '=', true)
    .where('edited_by', '=', editor.userId)
    .execute();
}

/**
 * The one writer of `content_versions`: the published states of the texts (inline_text_edits),
 * the versions behind them and each super admin's draft; the screenshots' versions (page_content)
 * are published through `publishVersionWith` too. What it reads of the texts is text-versions-sql.ts's.
 */
export function createSiteContentRepository(db: Kysely<Database>) {
  async function writeDraft(
    editor: Editor,
    draft: { baseVersion: string | null; edits: ContentEdit[]; restoredFrom: string | null },
    now: Date,
  ): Promise<ContentDraft> {
    return db.transaction().execute(async (trx) => {
      await dropDraftWith(trx, editor);
      const row = await trx
        .insertInto('content_versions')
        .values({
          content_type: TEXTS,
          version_number: now,
          content_data: JSON.stringify(draft.edits),
          edits: JSON.stringify(draft.edits),
          change_count: draft.edits.length,
          base_version_id: draft.baseVersion,
          restored_from_id: draft.restoredFrom,
          edited_by: editor.userId,
          is_draft: true,
          is_published: false,
        })
        .returning(['id', 'version_number'])
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        baseVersion: draft.baseVersion,
        edits: draft.edits,
        savedAt: row.version_number.toISOString(),
        restoredFrom: draft.restoredFrom,
      };
    });
  }

  return {
    published: () => publishedTexts(db),

    /** A version's whole state (not a draft's); null when there is no such version. */
    versionTexts: (id: string) => versionTexts(db, id),

    draft: (userId: string) => draftOf(db, userId),

    /** Replaces the super admin's draft (one each). */
    saveDraft: (
      editor: Editor,
      draft: { baseVersion: string | null; edits: ContentEdit[]; restoredFrom: string | null },
      now: Date,
    ) => writeDraft(editor, draft, now),

    /**
     * Publishes in one transaction, publishes of texts taking turns: reads the published state
     * and the base's, lets `plan` decide (a conflict writes nothing), then keeps the published
     * version as it is (unpublished: the backup a restore starts from), inserts the new
     * published state, writes the audit row and clears the publisher's draft.
     */
    async publish(
      editor: Editor,
      baseVersion: string | null,
      plan: (current: PublishedTexts | null, base: VersionText[]) => PublishPlan,
      now: Date,
    ): Promise<
      | { kind: 'conflict'; conflicts: ContentConflict[] }
      | { kind: 'published'; id: string; changes: number; texts: VersionText[] }
    > {
      return db.transaction().execute(async (trx) => {
        await lockContentType(trx, TEXTS);
        const current = await publishedTexts(trx);
        const base =
          baseVersion === null
            ? []
            : baseVersion === current?.id
              ? current.texts
              : ((await versionTexts(trx, baseVersion)) ?? []);
        const decided = plan(current, base);
        if (decided.kind === 'conflict') return decided;
        const id = await publishVersionWith(trx, {
          contentType: TEXTS,
          currentId: current?.id ?? null,
          contentData: decided.texts,
          edits: decided.edits,
          changeCount: decided.edits.length,
          editor,
          now,
          audit: { actionType: 'publish_text_edits', ...decided.audit },
        });
        await dropDraftWith(trx, editor);
        return { kind: 'published' as const, id, changes: decided.edits.length, texts: decided.texts };
      });
    },

    listVersions: (page: { limit: number; offset: number }) => listTextVersions(db, page),

    version: (id: string) => textVersion(db, id),
  };
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
