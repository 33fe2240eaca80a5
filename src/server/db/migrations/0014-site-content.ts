import { sql, type Kysely } from 'kysely';

/**
 * The site's content edited by super admins (docs/site-content.md).
 * - `content_versions`: the published states and the drafts. `inline_text_edits` rows hold
 *   texts, `page_content` rows the landing page's screenshots. A published row holds the whole
 *   state (`content_data`), so any version can be restored on its own; at most one row per
 *   content type is published (a partial unique index), and each super admin has at most one
 *   draft per content type. Published rows are never deleted: an unpublished one is the backup
 *   a restore starts from.
 * - `super_admin_audit_log`: every publish and every change of who is a super admin, with the
 *   state before and after. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, and no
 *   foreign key points out of it (a deleted user's rows stay as they were written).
 * - `site_screenshots`: uploaded screenshots (two WebP widths each, under the upload storage),
 *   their captions and order; `removed_at` takes one out of the working set while a published
 *   version may still show it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE content_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type text NOT NULL CHECK (content_type IN ('inline_text_edits', 'page_content')),
      version_number timestamptz NOT NULL DEFAULT now(),
      content_data jsonb NOT NULL,
      edits jsonb NOT NULL DEFAULT '[]',
      change_count integer NOT NULL DEFAULT 0 CHECK (change_count >= 0),
      base_version_id uuid REFERENCES content_versions(id),
      restored_from_id uuid REFERENCES content_versions(id),
      edited_by text REFERENCES users(id) ON DELETE SET NULL,
      published_by text REFERENCES users(id) ON DELETE SET NULL,
      published_by_email text,
      published_at timestamptz,
      is_draft boolean NOT NULL,
      is_published boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (NOT (is_draft AND is_published)),
      CHECK (is_draft OR published_at IS NOT NULL)
    );
    CREATE UNIQUE INDEX content_versions_one_published ON content_versions (content_type) WHERE is_published;
    CREATE UNIQUE INDEX content_versions_one_draft_per_editor ON content_versions (content_type, edited_by) WHERE is_draft;
    CREATE INDEX content_versions_history ON content_versions (content_type, published_at DESC) WHERE NOT is_draft;

    CREATE TABLE super_admin_audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id text,
      user_email text,
      action_type text NOT NULL CHECK (action_type IN ('publish_text_edits', 'publish_content', 'add_super_admin', 'remove_super_admin')),
      target_table text NOT NULL,
      target_id text,
      before_snapshot jsonb,
      after_snapshot jsonb,
      description text NOT NULL,
      session_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX super_admin_audit_log_created_at ON super_admin_audit_log (created_at DESC, id);

    CREATE FUNCTION super_admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      RAISE EXCEPTION 'super_admin_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
    $fn$;
    CREATE TRIGGER super_admin_audit_log_no_change BEFORE UPDATE OR DELETE ON super_admin_audit_log
      FOR EACH ROW EXECUTE FUNCTION super_admin_audit_log_append_only();
    CREATE TRIGGER super_admin_audit_log_no_truncate BEFORE TRUNCATE ON super_admin_audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION super_admin_audit_log_append_only();

    CREATE TABLE site_screenshots (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      small_key text NOT NULL,
      small_width integer NOT NULL CHECK (small_width > 0),
      small_height integer NOT NULL CHECK (small_height > 0),
      large_key text NOT NULL,
      large_width integer NOT NULL CHECK (large_width > 0),
      large_height integer NOT NULL CHECK (large_height > 0),
      caption_pt_br text NOT NULL DEFAULT '' CHECK (length(caption_pt_br) <= 300),
      caption_en_us text NOT NULL DEFAULT '' CHECK (length(caption_en_us) <= 300),
      position integer NOT NULL,
      created_by text REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      removed_at timestamptz
    );
    CREATE INDEX site_screenshots_working_set ON site_screenshots (position) WHERE removed_at IS NULL;
  `.execute(db);
}
