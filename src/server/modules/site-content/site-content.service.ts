import type {
  AuditLogFilters,
  ContentDraft,
  ContentEdit,
  ContentVersionDetail,
  ListAuditLogResponse,
  ListContentVersionsResponse,
  PublishContentResponse,
  PublishedContent,
  SaveContentDraftBody,
} from '../../../contracts/site-content.ts';
import { editsToRestore, findConflicts, mergeTexts, publishedTexts, textsTouched } from '../../../core/site-content.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuditLogRepository } from './audit-log.repository.ts';
import { sanitizeRichText } from './rich-text-sanitizer.ts';
import type { ScreenshotsRepository } from './screenshots.repository.ts';
import type { Editor, SiteContentRepository } from './site-content.repository.ts';

/**
 * How long another server process may keep showing the previous published content: this process
 * forgets its copy at once when it publishes; the others read again after this long.
 */
export const PUBLISHED_CONTENT_TTL_MS = 5_000;

/** Rich text is kept only as the allowlist lets it through; plain text as written (pages escape it). */
async function cleaned(edit: ContentEdit): Promise<ContentEdit> {
  if (edit.format !== 'rich') return edit;
  const [originalText, newText] = await Promise.all([
    sanitizeRichText(edit.originalText),
    sanitizeRichText(edit.newText),
  ]);
  return { ...edit, originalText, newText };
}

function describePublish(edits: readonly ContentEdit[]): string {
  const listed = edits.slice(0, 10).map((edit) => `${edit.selector} (${edit.language})`);
  const more = edits.length > listed.length ? ` and ${edits.length - listed.length} more` : '';
  return `Published ${edits.length} text change(s): ${listed.join(', ')}${more}`;
}

export function createSiteContentService(deps: {
  repository: SiteContentRepository;
  auditLog: AuditLogRepository;
  screenshots: ScreenshotsRepository;
  now: () => Date;
}) {
  const { repository, now } = deps;
  let cached: { content: PublishedContent; readAt: number } | null = null;
  let reading: Promise<PublishedContent> | null = null;
  // Bumped by a publish here: a read that started before it must not be kept as the fresh copy.
  let generation = 0;

  function forgetPublished(): void {
    generation += 1;
    cached = null;
    reading = null;
  }

  /*
   * Rich texts were sanitized as they were saved; they are sanitized again as they are read, so
   * that the pages can show what this answer holds as it is (src/web/components/site-text.tsx)
   * whatever reached the table (a restored backup, a text saved under an older allowlist).
   */
  async function readPublished(): Promise<PublishedContent> {
    const [published, screenshots] = await Promise.all([repository.published(), deps.screenshots.published()]);
    const texts = await Promise.all(
      (published?.texts ?? []).map(async (text) =>
        text.format === 'rich' ? { ...text, text: await sanitizeRichText(text.text) } : text,
      ),
    );
    return {
      version: published?.id ?? null,
      texts: publishedTexts(texts),
      screenshots: screenshots?.screenshots ?? [],
    };
  }

  /** What every visitor sees; read once per PUBLISHED_CONTENT_TTL_MS (and at once after a publish here). */
  async function published(): Promise<PublishedContent> {
    if (cached && Date.now() - cached.readAt < PUBLISHED_CONTENT_TTL_MS) return cached.content;
    if (reading) return reading;
    const started = generation;
    const read = readPublished()
      .then((content) => {
        if (generation === started) cached = { content, readAt: Date.now() };
        return content;
      })
      .finally(() => {
        if (reading === read) reading = null;
      });
    reading = read;
    return read;
  }

  return {
    published,

    /** Forgets the cached published content (after a publish of texts or screenshots). */
    forgetPublished,

    draft: (editor: Editor): Promise<ContentDraft | null> => repository.draft(editor.userId),

    saveDraft: async (editor: Editor, body: SaveContentDraftBody & { edits: ContentEdit[] }): Promise<ContentDraft> =>
      repository.saveDraft(
        editor,
        { baseVersion: body.baseVersion, edits: await Promise.all(body.edits.map(cleaned)), restoredFrom: null },
        now(),
      ),

    /**
     * Publishes the edits over what is published, unless someone published any of their texts
     * since `baseVersion`: then 409 CONTENT_CONFLICT names them and nothing is written (the
     * publisher's draft stays).
     */
    async publish(
      editor: Editor,
      body: { baseVersion: string | null; edits: ContentEdit[] },
    ): Promise<PublishContentResponse> {
      const edits = await Promise.all(body.edits.map(cleaned));
      const publishedAt = now();
      const result = await repository.publish(
        editor,
        body.baseVersion,
        (current, base) => {
          const previous = current?.texts ?? [];
          if (current?.id !== (body.baseVersion ?? undefined)) {
            const conflicts = findConflicts(base, previous, edits);
            if (conflicts.length > 0) return { kind: 'conflict', conflicts };
          }
          const texts = mergeTexts(previous, edits);
          return {
            kind: 'publish',
            texts,
            edits,
            audit: {
              before: { texts: textsTouched(previous, edits) },
              after: { texts: textsTouched(texts, edits) },
              description: describePublish(edits),
            },
          };
        },
        publishedAt,
      );
      if (result.kind === 'conflict') {
        const selectors = result.conflicts.map((c) => `${c.selector} (${c.language})`).join(', ');
        throw new AppError('CONTENT_CONFLICT', 409, {
          params: { selectors },
          details: { conflicts: result.conflicts },
        });
      }
      forgetPublished();
      const content = await published();
      return { version: result.id, changes: result.changes, publishedAt: publishedAt.toISOString(), content };
    },

    listVersions: (page: { limit: number; offset: number }): Promise<ListContentVersionsResponse> =>
      repository.listVersions(page),

    async version(id: string): Promise<ContentVersionDetail> {
      const version = await repository.version(id);
      if (!version) throw notFound();
      return version;
    },

    /**
     * A draft (replacing the super admin's own) with the edits that bring what is published now
     * back to the version's texts. It never publishes: publishing it is a publish like any other.
     */
    async restore(editor: Editor, id: string): Promise<ContentDraft> {
      const [target, current] = await Promise.all([repository.versionTexts(id), repository.published()]);
      if (!target) throw notFound();
      const edits = editsToRestore(current?.texts ?? [], target);
      return repository.saveDraft(editor, { baseVersion: current?.id ?? null, edits, restoredFrom: id }, now());
    },

    auditLog: (filters: AuditLogFilters): Promise<ListAuditLogResponse> => deps.auditLog.list(filters),
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
