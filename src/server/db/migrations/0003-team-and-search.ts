import { sql, type Kysely } from 'kysely';

/**
 * The business's standard commission rate and the guided-setup flag; fast client search.
 *
 * A client's `search_text` is computed by the database (a generated column), so every writer —
 * the back office, the public booking page, imports — keeps it right without knowing it exists:
 * the name without accents, the e-mail, the phone's digits, all lower-case. A trigram index
 * answers `LIKE '%term%'` on it; `phone_digits` and `lower(email)` find duplicates.
 *
 * The accent table is frozen here on purpose; `src/core/search-text.ts` folds search terms with
 * the same table, and a test checks that both agree.
 */
const ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎďĐđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĥĦħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤŦţťŧÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżž';
const PLAIN =
  'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz';

export async function up(db: Kysely<unknown>): Promise<void> {
  if ([...ACCENTED].length !== [...PLAIN].length) throw new Error('accent table out of step');
  const fold = (column: string) => `lower(translate(coalesce(${column}, ''), '${ACCENTED}', '${PLAIN}'))`;
  const digits = `regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`;
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    ALTER TABLE businesses
      ADD COLUMN default_commission_rate numeric(5, 2) NOT NULL DEFAULT 40
        CHECK (default_commission_rate BETWEEN 0 AND 100),
      ADD COLUMN setup_dismissed_at timestamptz;

    ALTER TABLE clients
      ADD COLUMN search_text text NOT NULL
        GENERATED ALWAYS AS (${sql.raw(`${fold('full_name')} || ' | ' || lower(coalesce(email, '')) || ' | ' || ${digits}`)}) STORED,
      ADD COLUMN phone_digits text
        GENERATED ALWAYS AS (${sql.raw(`nullif(${digits}, '')`)}) STORED;

    DROP INDEX clients_business_idx;
    -- Lists are ordered by the folded name (search_text starts with it), byte-wise on every engine.
    CREATE INDEX clients_business_search_idx ON clients (business_id, search_text COLLATE "C", id);
    CREATE INDEX clients_search_trgm_idx ON clients USING gin (search_text gin_trgm_ops);
    CREATE INDEX clients_phone_digits_idx ON clients (business_id, phone_digits) WHERE phone_digits IS NOT NULL;
    CREATE INDEX clients_email_idx ON clients (business_id, lower(email)) WHERE email IS NOT NULL;

    -- "May this service / professional be deleted?" asks for any appointment referring to it.
    CREATE INDEX appointments_service_idx ON appointments (service_id);
    CREATE INDEX professional_services_service_idx ON professional_services (service_id);
  `.execute(db);
}
