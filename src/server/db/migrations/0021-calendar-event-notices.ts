import { sql, type Kysely } from 'kysely';

/**
 * Notices of appointments' events changed in the other calendar (docs/calendars.md): an event
 * Agendo wrote that was deleted or moved there is shown to the professional and the owner on the
 * schedule — the appointment itself stays as it is.
 *
 * - `calendar_event_links.notice_kind`: 'deleted' or 'moved', what the calendar's read found;
 *   `notice_starts_at` / `notice_ends_at` the times it was moved to; `noticed_at` when it was
 *   found; `notice_dismissed_at` when a person dismissed it (the same change is not noticed
 *   again). Writing the event again (the appointment changed in Agendo) clears all of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE calendar_event_links
      ADD COLUMN notice_kind text CHECK (notice_kind IN ('deleted', 'moved')),
      ADD COLUMN notice_starts_at timestamptz,
      ADD COLUMN notice_ends_at timestamptz,
      ADD COLUMN noticed_at timestamptz,
      ADD COLUMN notice_dismissed_at timestamptz,
      ADD CONSTRAINT calendar_event_links_notice_when CHECK ((notice_kind IS NULL) = (noticed_at IS NULL))
  `.execute(db);
  // The schedule's notices: a business's links that hold one.
  await sql`
    CREATE INDEX calendar_event_links_notices_idx ON calendar_event_links (business_id)
      WHERE notice_kind IS NOT NULL AND notice_dismissed_at IS NULL
  `.execute(db);
}
