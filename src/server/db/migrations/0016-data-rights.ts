import { sql, type Kysely } from 'kysely';

/**
 * The clients' data rights and the closing of a business (docs/data-rights.md, docs/business-closing.md).
 * - `clients.erased_at`: a client whose personal data was erased at their request. The row stays
 *   (their appointments keep the business's figures) with a neutral name and no phone, e-mail or
 *   notes; lists and searches leave it out.
 * - `businesses.closed_at`: the owner closed the business. Its data is kept 30 days, when the
 *   owner may reopen it, and then erased by a job.
 * - `business_audit_log`: what was done to a business's people and data (an export, an erasure,
 *   closing and reopening), by whom and when — never the erased data itself. Nobody edits a row;
 *   rows go only with their business.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clients ADD COLUMN erased_at timestamptz;

    ALTER TABLE businesses ADD COLUMN closed_at timestamptz;
    ALTER TABLE businesses ADD COLUMN closed_by text REFERENCES users(id) ON DELETE SET NULL;
    CREATE INDEX businesses_closed_idx ON businesses (closed_at) WHERE closed_at IS NOT NULL;

    CREATE TABLE business_audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      user_id text REFERENCES users(id) ON DELETE SET NULL,
      action text NOT NULL CHECK (action IN ('export_client', 'erase_client', 'export_business', 'close_business', 'reopen_business')),
      target_id uuid,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX business_audit_log_business_idx ON business_audit_log (business_id, created_at DESC);

    CREATE FUNCTION business_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL AND OLD.user_id IS NOT NULL
         AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
        RETURN NEW; -- the person who acted was deleted (ON DELETE SET NULL)
      END IF;
      IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM businesses WHERE id = OLD.business_id) THEN
        RETURN OLD; -- the business itself is being erased
      END IF;
      RAISE EXCEPTION 'business_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
    END;
    $$;
    CREATE TRIGGER business_audit_log_append_only BEFORE UPDATE OR DELETE ON business_audit_log
      FOR EACH ROW EXECUTE FUNCTION business_audit_log_append_only();
  `.execute(db);
}
