// Over 300 lines: the whole site-content API (texts, drafts, versions, audit log, screenshots) in one contract, as the web and the server read it.
import { z } from 'zod';
import { uuidSchema } from './common.ts';

/**
 * The site's words edited in place by super admins (docs/site-content.md): drafts,
 * publishing with a version history and an append-only audit log, and the landing page's
 * screenshots. A text is addressed by its `selector` — the i18n key the page renders it from
 * (`landing.hero.title`) — in one language: a pt-BR edit never changes the en-US text.
 *
 * The operations (docs/permissions.md: getPublishedContent is public, every other is an active
 * super admin's alone — 401 without a session, 403 FORBIDDEN for anyone else; none needs a
 * business profile):
 * - getSuperAdminStatus   GET   /api/super-admin/status                               → SuperAdminStatus
 * - getPublishedContent   GET   /api/public/site-content                              → PublishedContent
 * - getContentDraft       GET   /api/super-admin/content/draft                        → ContentDraftResponse
 * - saveContentDraft      PUT   /api/super-admin/content/draft     SaveContentDraftBody → ContentDraft
 * - publishContent        POST  /api/super-admin/content/publish   PublishContentBody → PublishContentResponse
 *                                                                   (409 CONTENT_CONFLICT, details.conflicts: ContentConflict[])
 * - listContentVersions   GET   /api/super-admin/content/versions?limit&offset       → ListContentVersionsResponse
 * - getContentVersion     GET   /api/super-admin/content/versions/{id}               → ContentVersionDetail
 * - restoreContentVersion POST  /api/super-admin/content/versions/{id}/restore       → ContentDraft (a draft; never publishes)
 * - listAuditLog          GET   /api/super-admin/audit-log?action&person&from&to&limit&offset → ListAuditLogResponse
 * - listScreenshots       GET   /api/super-admin/screenshots                          → ScreenshotsResponse
 * - uploadScreenshot      POST  /api/super-admin/screenshots  (raw body: the image file, any content type;
 *                               PNG, JPEG or WebP read from its bytes, ≤ 5 MB)        → 201 Screenshot
 *                               (400 NOT_AN_IMAGE, 400 IMAGE_TOO_LARGE)
 * - updateScreenshots     PUT   /api/super-admin/screenshots  UpdateScreenshotsBody   → ScreenshotsResponse
 * - publishScreenshots    POST  /api/super-admin/screenshots/publish                  → ScreenshotsResponse
 *
 * Super admins who also own a business keep using getMe (its `isSuperAdmin`); a super admin
 * without a business gets 404 PROFILE_MISSING from getMe and 200 from getSuperAdminStatus, and
 * belongs on /super-admin. getSuperAdminStatus also renews the session, as getMe does, so ask it
 * when the app opens for a super admin without a business.
 */

export const SITE_LANGUAGES = ['pt-BR', 'en-US'] as const;
export const siteLanguageSchema = z.enum(SITE_LANGUAGES);
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;

/** 'plain': text as written (pages escape it); 'rich': HTML of the allowlist in src/core/rich-text.ts, sanitized by the server. */
export const TEXT_FORMATS = ['plain', 'rich'] as const;
export const textFormatSchema = z.enum(TEXT_FORMATS);
export type TextFormat = z.infer<typeof textFormatSchema>;

export const SITE_CONTENT_LIMITS = {
  /** Characters of a selector (an i18n key). */
  selector: 200,
  /** Characters of a plain text. */
  plainText: 5_000,
  /** Characters of a rich text's HTML. */
  richText: 50_000,
  /** Edits in one draft or one publish. */
  edits: 300,
  /** Characters of a screenshot's caption. */
  caption: 300,
  /** Screenshots kept on the landing page. */
  screenshots: 24,
  /** Bytes of an uploaded image. */
  uploadBytes: 5 * 1024 * 1024,
} as const;

/** The i18n key of a text: dot-separated words, e.g. `landing.hero.title`, `pricing.plans.pro.name`. */
export const selectorSchema = z
  .string()
  .max(SITE_CONTENT_LIMITS.selector)
  .regex(/^[A-Za-z\d_-]+(\.[A-Za-z\d_-]+)*$/, { error: 'validation.invalid' });

/** A published text. `rich` holds sanitized HTML (render it as HTML); `plain` holds text (render it as text). */
export const publishedTextSchema = z.object({ text: z.string(), format: textFormatSchema });
export type PublishedText = z.infer<typeof publishedTextSchema>;

const imageVariantSchema = z.object({
  /** A public, immutable address under /uploads/ (served with a year-long cache). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const captionsSchema = z.object({ 'pt-BR': z.string(), 'en-US': z.string() });
export type Captions = z.infer<typeof captionsSchema>;

/** A screenshot the landing page's system-screenshots section shows, in WebP at two widths (640 and 1280, or the original's if narrower). */
export const publishedScreenshotSchema = z.object({
  id: z.string(),
  captions: captionsSchema,
  small: imageVariantSchema,
  large: imageVariantSchema,
});
export type PublishedScreenshot = z.infer<typeof publishedScreenshotSchema>;

/**
 * getPublishedContent, and the JSON the server embeds in every page it serves (element
 * PUBLISHED_CONTENT_ELEMENT_ID): the published texts per language, selector → text (a selector
 * absent here shows the text bundled with the app), and the published screenshots in order.
 * `version` names the published texts' version (null before the first publish): a publish says
 * which one it was based on.
 */
export const publishedContentSchema = z.object({
  version: z.string().nullable(),
  texts: z.object({
    'pt-BR': z.record(z.string(), publishedTextSchema),
    'en-US': z.record(z.string(), publishedTextSchema),
  }),
  screenshots: z.array(publishedScreenshotSchema),
});
export type PublishedContent = z.infer<typeof publishedContentSchema>;

/**
 * The id of the `<script type="application/json">` element holding the PublishedContent in every
 * page the server serves, so the browser shows the published texts before it hydrates.
 */
export const PUBLISHED_CONTENT_ELEMENT_ID = 'agendo-published-content';

export const EMPTY_PUBLISHED_CONTENT: PublishedContent = {
  version: null,
  texts: { 'pt-BR': {}, 'en-US': {} },
  screenshots: [],
};

// ── Super admin ───────────────────────────────────────────────────────────────────────────────

/** getSuperAdminStatus: 200 only for an active super admin (403 otherwise: "not a super admin"). */
export const superAdminStatusSchema = z.object({
  active: z.boolean(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
});
export type SuperAdminStatus = z.infer<typeof superAdminStatusSchema>;

// ── Edits and drafts ──────────────────────────────────────────────────────────────────────────

/**
 * One text changed: `originalText` is what the page showed when it was edited (for the diff and
 * the audit), `newText` what it becomes. Limits: SITE_CONTENT_LIMITS (plainText / richText by format).
 */
export const contentEditSchema = z
  .object({
    selector: selectorSchema,
    language: siteLanguageSchema,
    originalText: z.string().max(SITE_CONTENT_LIMITS.richText),
    newText: z.string().max(SITE_CONTENT_LIMITS.richText),
    format: textFormatSchema,
    /** When the edit was made (ms since the epoch), as the editor recorded it; optional. */
    editedAt: z.number().int().min(0).optional(),
  })
  .superRefine((edit, ctx) => {
    if (edit.format === 'plain' && edit.newText.length > SITE_CONTENT_LIMITS.plainText) {
      ctx.addIssue({
        code: 'too_big',
        maximum: SITE_CONTENT_LIMITS.plainText,
        origin: 'string',
        inclusive: true,
        path: ['newText'],
      });
    }
    if (edit.format === 'plain' && edit.newText.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['newText'], message: 'validation.required' });
    }
  });
export type ContentEdit = z.infer<typeof contentEditSchema>;

/** A list of edits with at most one per selector and language (a newer edit replaces the older one). */
const editListSchema = z
  .array(contentEditSchema)
  .max(SITE_CONTENT_LIMITS.edits)
  .superRefine((edits, ctx) => {
    const seen = new Set<string>();
    edits.forEach((edit, index) => {
      const key = `${edit.language} ${edit.selector}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'selector'], message: 'validation.duplicate' });
      seen.add(key);
    });
  });

/** The published version an edit set was made on (PublishedContent.version), or null before the first publish. */
const baseVersionSchema = uuidSchema.nullable();

export const saveContentDraftBodySchema = z.object({ baseVersion: baseVersionSchema, edits: editListSchema });
export type SaveContentDraftBody = z.input<typeof saveContentDraftBodySchema>;

/**
 * A super admin's draft on the server: one per super admin (a save replaces it), cleared when
 * they publish. `restoredFrom` names the version a restore copied it from.
 */
export const contentDraftSchema = z.object({
  id: z.string(),
  baseVersion: z.string().nullable(),
  edits: z.array(contentEditSchema),
  savedAt: z.iso.datetime(),
  restoredFrom: z.string().nullable(),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

export const contentDraftResponseSchema = z.object({ draft: contentDraftSchema.nullable() });
export type ContentDraftResponse = z.infer<typeof contentDraftResponseSchema>;

export const publishContentBodySchema = z.object({
  baseVersion: baseVersionSchema,
  edits: editListSchema.refine((edits) => edits.length > 0, { error: 'validation.required' }),
});
export type PublishContentBody = z.input<typeof publishContentBodySchema>;

/** A selector someone else published since the publish's base version: nothing was written. */
export const contentConflictSchema = z.object({
  selector: z.string(),
  language: siteLanguageSchema,
  /** The text at the base version (null: the bundled text) and the text published now. */
  baseText: z.string().nullable(),
  currentText: z.string().nullable(),
});
export type ContentConflict = z.infer<typeof contentConflictSchema>;

/** publishContent's answer: the new version and the number of texts it changed. */
export const publishContentResponseSchema = z.object({
  version: z.string(),
  changes: z.number().int(),
  publishedAt: z.iso.datetime(),
  content: publishedContentSchema,
});
export type PublishContentResponse = z.infer<typeof publishContentResponseSchema>;

// ── Versions ─────────────────────────────────────────────────────────────────────────────────

/** A text as a version holds it; `originalText` is the text the page had before it was first edited. */
export const versionTextSchema = z.object({
  selector: z.string(),
  language: siteLanguageSchema,
  text: z.string(),
  format: textFormatSchema,
  originalText: z.string(),
});
export type VersionText = z.infer<typeof versionTextSchema>;

export const contentVersionSummarySchema = z.object({
  id: z.string(),
  /** The version's number: when it was published. */
  versionNumber: z.iso.datetime(),
  publishedAt: z.iso.datetime(),
  publishedBy: z.string().nullable(),
  /** How many texts this publish changed. */
  changes: z.number().int(),
  isPublished: z.boolean(),
  /** The version this one replaced (its diff's left side); null for the first. */
  previousVersion: z.string().nullable(),
});
export type ContentVersionSummary = z.infer<typeof contentVersionSummarySchema>;

export const listContentVersionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListContentVersionsQuery = z.input<typeof listContentVersionsQuerySchema>;

export const listContentVersionsResponseSchema = z.object({
  items: z.array(contentVersionSummarySchema),
  total: z.number().int(),
});
export type ListContentVersionsResponse = z.infer<typeof listContentVersionsResponseSchema>;

/** A version: every text it published (the whole state), and the edits of that publish. */
export const contentVersionDetailSchema = contentVersionSummarySchema.extend({
  texts: z.array(versionTextSchema),
  edits: z.array(contentEditSchema),
});
export type ContentVersionDetail = z.infer<typeof contentVersionDetailSchema>;

export const contentVersionParamsSchema = z.object({ id: uuidSchema });

// ── Audit log ────────────────────────────────────────────────────────────────────────────────

export const AUDIT_ACTIONS = [
  'publish_text_edits',
  'publish_content',
  'add_super_admin',
  'remove_super_admin',
  'publish_blog_post',
  'unpublish_blog_post',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What a row changed, before and after: texts (publish_text_edits), screenshots (publish_content) or a super admin's state. */
export const auditSnapshotSchema = z.object({
  texts: z.array(versionTextSchema.extend({ originalText: z.string().optional() })).optional(),
  screenshots: z.array(publishedScreenshotSchema).optional(),
  isActive: z.boolean().optional(),
  /** The e-mail of the super admin whose state changed (add_super_admin, remove_super_admin). */
  email: z.string().optional(),
  /** The blog post published or unpublished (publish_blog_post, unpublish_blog_post). */
  post: z
    .object({ slug: z.string(), title: z.string(), language: siteLanguageSchema, publishedAt: z.string().nullable() })
    .optional(),
});
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null for a change made from the command line. */
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  actionType: auditActionSchema,
  targetTable: z.string(),
  targetId: z.string().nullable(),
  beforeSnapshot: auditSnapshotSchema.nullable(),
  afterSnapshot: auditSnapshotSchema.nullable(),
  description: z.string(),
  /** The id (not the secret token) of the session that made it; null from the command line. */
  sessionId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });

export const listAuditLogQuerySchema = z.object({
  action: auditActionSchema.optional(),
  /** Part of the e-mail of who did it (case and accents ignored). */
  person: z.string().trim().max(255).optional(),
  /** Calendar days, inclusive, in UTC. */
  from: auditDate.optional(),
  to: auditDate.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListAuditLogQuery = z.input<typeof listAuditLogQuerySchema>;
export type AuditLogFilters = z.output<typeof listAuditLogQuerySchema>;

export const listAuditLogResponseSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() });
export type ListAuditLogResponse = z.infer<typeof listAuditLogResponseSchema>;

// ── Screenshots ──────────────────────────────────────────────────────────────────────────────

/** A screenshot being managed: `published` when the published set holds it. */
export const screenshotSchema = publishedScreenshotSchema.extend({
  position: z.number().int(),
  published: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Screenshot = z.infer<typeof screenshotSchema>;

export const screenshotsResponseSchema = z.object({
  /** The working set, in order (what publishScreenshots would publish). */
  items: z.array(screenshotSchema),
  /** What the landing page shows now, in order. */
  published: z.array(publishedScreenshotSchema),
  /** Whether the working set differs from what is published. */
  unpublishedChanges: z.boolean(),
});
export type ScreenshotsResponse = z.infer<typeof screenshotsResponseSchema>;

/** The working set, in order: captions per language; a screenshot left out is removed from it. */
export const updateScreenshotsBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: uuidSchema,
        captions: z.object({
          'pt-BR': z.string().trim().max(SITE_CONTENT_LIMITS.caption),
          'en-US': z.string().trim().max(SITE_CONTENT_LIMITS.caption),
        }),
      }),
    )
    .max(SITE_CONTENT_LIMITS.screenshots),
});
export type UpdateScreenshotsBody = z.input<typeof updateScreenshotsBodySchema>;

/** The content types uploadScreenshot reads (from the bytes; the declared type is not trusted). */
export const SCREENSHOT_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
