import { sql, type Kysely } from 'kysely';

/**
 * The language a business was set up in, which its own e-mails (the alert of a new online
 * booking) are written in. Until now it was guessed from the currency, which follows the
 * language at sign-up (docs/languages.md): existing businesses keep
 * exactly that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE businesses ADD COLUMN locale text NOT NULL DEFAULT 'pt-BR' CHECK (locale IN ('pt-BR', 'en-US'))`.execute(
    db,
  );
  await sql`UPDATE businesses SET locale = 'en-US' WHERE currency = 'USD'`.execute(db);
}
