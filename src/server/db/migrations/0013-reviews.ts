import { sql, type Kysely } from 'kysely';

/**
 * Reviews (docs/reviews.md).
 * - `review_settings`: per business — whether it asks for reviews, the delay after completion
 *   before the e-mail goes, and its Google review page.
 * - `review_requests`: the personal link of a completed appointment (its secret token, stored as
 *   the manage links of online bookings are), until when it takes a review, and when an e-mail
 *   asked for it (the 90-day rule reads that). One per appointment.
 * - `reviews`: one per appointment, its stars and comment as written; the business's one reply;
 *   and, when hidden from the public, why, when and by whom — a hidden review is never deleted.
 *   The visit's client, professional and service are the appointment's (joined, not copied).
 * Rows go with their appointment (sample data removes its own appointments).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_settings (
      business_id uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
      enabled boolean NOT NULL DEFAULT true,
      delay_hours integer NOT NULL DEFAULT 2 CHECK (delay_hours BETWEEN 0 AND 168),
      google_review_url text CHECK (length(google_review_url) <= 500 AND google_review_url LIKE 'https://%'),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE review_requests (
      appointment_id uuid PRIMARY KEY REFERENCES appointments(id) ON DELETE CASCADE,
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE CHECK (length(token) BETWEEN 20 AND 64),
      opened_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      emailed_at timestamptz
    );

    CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      appointment_id uuid NOT NULL UNIQUE REFERENCES appointments(id) ON DELETE CASCADE,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      comment text CHECK (length(comment) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      reply text CHECK (length(reply) BETWEEN 1 AND 1000),
      replied_at timestamptz,
      replied_by text REFERENCES users(id) ON DELETE SET NULL,
      hidden_at timestamptz,
      hidden_by text REFERENCES users(id) ON DELETE SET NULL,
      hidden_reason text CHECK (length(hidden_reason) BETWEEN 1 AND 500),
      CHECK ((reply IS NULL) = (replied_at IS NULL)),
      CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))
    );
    CREATE INDEX reviews_business_time_idx ON reviews (business_id, created_at DESC);
  `.execute(db);
}
