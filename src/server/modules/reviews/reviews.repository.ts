// Over 300 lines: the one writer of three tables, with the functions other modules' transactions call (completion, erasure).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { deleteMessagesAboutWith, type OutboxRepository, type OutgoingMessage } from '../mail/outbox.repository.ts';
import { queueWhatsAppWith } from '../whatsapp/whatsapp.repository.ts';
import { storedColumns, toStored, type StoredReview, type StoredRow } from './reviews.queries.ts';

/**
 * The one writer of `review_settings`, `review_requests` and `reviews` (docs/reviews.md). A
 * completed appointment's request is opened in the appointments repository's own transaction,
 * through the function below that takes its executor (as `matchOrCreateClient` does for
 * clients); `completed` is final, so nothing withdraws it. E-mails are plain data built before the
 * write and stored in the outbox in the write's transaction. The pages' reads are in
 * reviews.queries.ts.
 */

/** The outbox kinds of a request for a review: withdrawn once the visit is reviewed. */
export const REVIEW_REQUEST_KINDS = ['review_request', 'review_link'] as const;

export interface ReviewRequestOpening {
  appointmentId: string;
  businessId: string;
  clientId: string;
  token: string;
  openedAt: Date;
  expiresAt: Date;
  /**
   * The e-mail asking for the review (the business asks, and the client has an address). It is
   * queued only if the client was neither asked nor has reviewed the business after `askedSince`.
   */
  email: OutgoingMessage | null;
  /** The link and when to ask on WhatsApp, when the business asks (sent if the client takes WhatsApp messages). */
  whatsapp: { url: string; sendAfter: Date } | null;
  askedSince: Date;
}

/**
 * Gives a just-completed appointment its personal link and, when the 90-day rule allows, queues
 * the e-mail asking for a review — in the transaction of the status change (`trx`).
 */
export async function openReviewRequestWith(
  trx: Kysely<Database>,
  outbox: OutboxRepository,
  opening: ReviewRequestOpening,
): Promise<void> {
  const { appointmentId, businessId, clientId, token, openedAt, expiresAt, email, whatsapp, askedSince } = opening;
  // A visit is completed once (completed is final: src/core/appointment-status.ts), so it gets one
  // link; no conflict can replace it.
  await trx
    .insertInto('review_requests')
    .values({
      appointment_id: appointmentId,
      business_id: businessId,
      token,
      opened_at: openedAt,
      expires_at: expiresAt,
      emailed_at: null,
    })
    .execute();
  if (!email && !whatsapp) return;
  // Two visits of one client completed at once are judged one after the other.
  await trx.selectFrom('clients').select('id').where('id', '=', clientId).forNoKeyUpdate().execute();
  const { rows } = await sql<{ recent: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM reviews r JOIN appointments a ON a.id = r.appointment_id
      WHERE r.business_id = ${businessId} AND a.client_id = ${clientId} AND r.created_at > ${askedSince}
    ) OR EXISTS (
      SELECT 1 FROM review_requests q JOIN appointments a ON a.id = q.appointment_id
      WHERE q.business_id = ${businessId} AND a.client_id = ${clientId} AND q.appointment_id <> ${appointmentId} AND q.emailed_at > ${askedSince}
    ) OR EXISTS (SELECT 1 FROM reviews WHERE appointment_id = ${appointmentId}) AS recent
  `.execute(trx);
  if (rows[0]?.recent) return;
  const event = whatsapp && {
    kind: 'completed' as const,
    reviewUrl: whatsapp.url,
    sendAfter: whatsapp.sendAfter,
    expiresAt,
  };
  const onWhatsApp = event
    ? await queueWhatsAppWith(trx, outbox, { businessId, appointmentId, event, now: openedAt })
    : 0;
  if (!email && onWhatsApp === 0) return;
  // Asked, by e-mail or on WhatsApp: the 90-day rule counts from here.
  await trx
    .updateTable('review_requests')
    .set({ emailed_at: openedAt })
    .where('appointment_id', '=', appointmentId)
    .execute();
  if (email) await outbox.addWith(trx, [email]);
}

/** The dedupe key of the business's alert about a new review: at most one per review. */
const reviewAlertKey = (reviewId: string) => `review-alert:${reviewId}`;

/**
 * A client's erasure (in its transaction): the reviews of these appointments keep their stars (the
 * business's figures) but lose the comment and the reply; a hidden one stays hidden with
 * `hiddenReason` in place of the owner's words. Their links go, and so do the alerts they sent.
 */
export async function forgetReviewsWith(
  trx: Kysely<Database>,
  businessId: string,
  appointmentIds: readonly string[],
  hiddenReason: string,
): Promise<{ reviews: number; reviewRequests: number; messages: number }> {
  if (appointmentIds.length === 0) return { reviews: 0, reviewRequests: 0, messages: 0 };
  const reviews = await trx
    .updateTable('reviews')
    .set((eb) => ({
      comment: null,
      reply: null,
      replied_at: null,
      replied_by: null,
      hidden_reason: eb.case().when('hidden_at', 'is not', null).then(hiddenReason).else(null).end(),
    }))
    .where('business_id', '=', businessId)
    .where('appointment_id', 'in', [...appointmentIds])
    .returning('id')
    .execute();
  const requests = await trx
    .deleteFrom('review_requests')
    .where('business_id', '=', businessId)
    .where('appointment_id', 'in', [...appointmentIds])
    .executeTakeFirst();
  const messages = await deleteMessagesAboutWith(trx, businessId, {
    appointmentIds: [],
    toAddress: null,
    dedupeKeys: reviews.map((r) => reviewAlertKey(r.id)),
  });
  return { reviews: reviews.length, reviewRequests: Number(requests.numDeletedRows), messages };
}

export interface ReviewSettingsRecord {
  enabled: boolean;
  delayHours: number;
  googleReviewUrl: string | null;
}

/** A visit as the review e-mails, the form and the panel name it. */
export interface VisitRecord {
  appointmentId: string;
  businessId: string;
  status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
  businessName: string;
  timeZone: string;
  currency: 'BRL' | 'USD';
  /** The language the business was set up in (its alerts). */
  businessLocale: Locale;
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  /** The customer's language: the one they booked in online, else the business's. */
  clientLocale: Locale;
  serviceName: string;
  professionalName: string;
  startsAt: Date;
}

export interface TokenRecord {
  visit: VisitRecord;
  linkExpiresAt: Date;
  review: StoredReview | null;
  settings: ReviewSettingsRecord;
}

/** A visit's columns, named as VisitRecord names them: the rows are the records. */
const visitColumns = sql`
  a.id AS "appointmentId", a.business_id AS "businessId", a.status, a.starts_at AS "startsAt", a.client_id AS "clientId",
  b.name AS "businessName", b.time_zone AS "timeZone", b.currency, b.locale AS "businessLocale",
  c.full_name AS "clientName", c.email AS "clientEmail", c.phone AS "clientPhone",
  CASE WHEN a.source = 'online' THEN a.client_locale ELSE b.locale END AS "clientLocale",
  s.name AS "serviceName", p.full_name AS "professionalName"
`;
const visitJoins = sql`
  JOIN businesses b ON b.id = a.business_id
  JOIN clients c ON c.id = a.client_id
  JOIN services s ON s.id = a.service_id
  JOIN professionals p ON p.id = a.professional_id
`;

/** The business's settings (`rs`, left-joined: none saved yet is the defaults). */
const settingsColumns = sql`rs.enabled, rs.delay_hours, rs.google_review_url`;
type SettingsRow = { enabled: boolean | null; delay_hours: number | null; google_review_url: string | null };

const toSettings = (row: SettingsRow | undefined): ReviewSettingsRecord => ({
  enabled: row?.enabled ?? true,
  delayHours: row?.delay_hours ?? 2,
  googleReviewUrl: row?.google_review_url ?? null,
});

export function createReviewsRepository(db: Kysely<Database>, outbox: OutboxRepository) {
  return {
    async settings(businessId: string): Promise<ReviewSettingsRecord> {
      return toSettings(
        await db
          .selectFrom('review_settings')
          .select(['enabled', 'delay_hours', 'google_review_url'])
          .where('business_id', '=', businessId)
          .executeTakeFirst(),
      );
    },

    async saveSettings(businessId: string, settings: ReviewSettingsRecord, now: Date): Promise<void> {
      const values = {
        enabled: settings.enabled,
        delay_hours: settings.delayHours,
        google_review_url: settings.googleReviewUrl,
        updated_at: now,
      };
      await db
        .insertInto('review_settings')
        .values({ business_id: businessId, ...values })
        .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
        .execute();
    },

    /** An appointment of the business as a visit, with the business's review settings. */
    async visit(
      businessId: string,
      appointmentId: string,
    ): Promise<(VisitRecord & { settings: ReviewSettingsRecord }) | null> {
      const { rows } = await sql<VisitRecord & SettingsRow>`
        SELECT ${visitColumns}, ${settingsColumns}
        FROM appointments a ${visitJoins}
        LEFT JOIN review_settings rs ON rs.business_id = a.business_id
        WHERE a.business_id = ${businessId} AND a.id = ${appointmentId}
      `.execute(db);
      const row = rows[0];
      if (!row) return null;
      const { enabled, delay_hours, google_review_url, ...visit } = row;
      return { ...visit, settings: toSettings({ enabled, delay_hours, google_review_url }) };
    },

    /** A completed appointment's link: its token, until when, and whether it was used. */
    async link(
      businessId: string,
      appointmentId: string,
    ): Promise<{ token: string; expiresAt: Date; reviewed: boolean } | null> {
      const row = await db
        .selectFrom('review_requests as q')
        .leftJoin('reviews as r', 'r.appointment_id', 'q.appointment_id')
        .select(['q.token', 'q.expires_at', 'r.id as review_id'])
        .where('q.business_id', '=', businessId)
        .where('q.appointment_id', '=', appointmentId)
        .executeTakeFirst();
      return row ? { token: row.token, expiresAt: row.expires_at, reviewed: row.review_id !== null } : null;
    },

    /** What a personal link opens: the visit, the link's validity, the review if written, the settings. */
    async byToken(token: string): Promise<TokenRecord | null> {
      const { rows } = await sql<VisitRecord & StoredRow & SettingsRow & { expires_at: Date }>`
        SELECT ${visitColumns}, q.expires_at, ${storedColumns}, ${settingsColumns}
        FROM review_requests q
        JOIN appointments a ON a.id = q.appointment_id AND a.business_id = q.business_id
        ${visitJoins}
        LEFT JOIN reviews r ON r.appointment_id = q.appointment_id
        LEFT JOIN review_settings rs ON rs.business_id = q.business_id
        WHERE q.token = ${token} AND b.closed_at IS NULL
      `.execute(db);
      const row = rows[0];
      if (!row) return null;
      const {
        expires_at,
        enabled,
        delay_hours,
        google_review_url,
        review_id,
        rating,
        comment,
        review_created_at,
        review_updated_at,
        reply,
        replied_at,
        ...visit
      } = row;
      return {
        visit,
        linkExpiresAt: expires_at,
        review: toStored({ review_id, rating, comment, review_created_at, review_updated_at, reply, replied_at }),
        settings: toSettings({ enabled, delay_hours, google_review_url }),
      };
    },

    /**
     * Writes the visit's review, if it has none yet, with the business's alert, and withdraws the
     * e-mails still waiting to ask for it. Null when a review already exists (written meanwhile).
     */
    async create(
      visit: { businessId: string; appointmentId: string },
      review: { rating: number; comment: string | null; at: Date },
      alert: OutgoingMessage | null,
    ): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('reviews')
          .values({
            business_id: visit.businessId,
            appointment_id: visit.appointmentId,
            rating: review.rating,
            comment: review.comment,
            created_at: review.at,
            updated_at: review.at,
          })
          .onConflict((oc) => oc.column('appointment_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return null;
        await outbox.withdrawWith(trx, visit.appointmentId, REVIEW_REQUEST_KINDS);
        if (alert) await outbox.addWith(trx, [{ ...alert, dedupeKey: reviewAlertKey(inserted.id) }]);
        return inserted.id;
      });
    },

    /** Changes a review's stars and comment (the edit window is the service's to judge). */
    async edit(reviewId: string, review: { rating: number; comment: string | null; at: Date }): Promise<void> {
      await db
        .updateTable('reviews')
        .set({ rating: review.rating, comment: review.comment, updated_at: review.at })
        .where('id', '=', reviewId)
        .execute();
    },

    /**
     * The visit a customer asking for their link by e-mail can review: the latest completed one,
     * not reviewed, that started after `since`, of a client of the business with that e-mail.
     */
    async visitToReview(
      businessId: string,
      email: string,
      since: Date,
    ): Promise<(VisitRecord & { token: string | null }) | null> {
      const { rows } = await sql<VisitRecord & { token: string | null }>`
        SELECT ${visitColumns}, q.token
        FROM appointments a ${visitJoins}
        LEFT JOIN review_requests q ON q.appointment_id = a.id
        WHERE a.business_id = ${businessId} AND lower(c.email) = ${email} AND a.status = 'completed' AND a.starts_at > ${since}
          AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = a.id)
        ORDER BY a.starts_at DESC
        LIMIT 1
      `.execute(db);
      return rows[0] ?? null;
    },

    /** Gives a visit's link (the token it has, or a new one) a fresh validity, and queues the e-mail that carries it. */
    async sendLink(
      visit: { businessId: string; appointmentId: string },
      link: { token: string; openedAt: Date; expiresAt: Date },
      email: OutgoingMessage,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('review_requests')
          .values({
            appointment_id: visit.appointmentId,
            business_id: visit.businessId,
            token: link.token,
            opened_at: link.openedAt,
            expires_at: link.expiresAt,
          })
          .onConflict((oc) =>
            oc.column('appointment_id').doUpdateSet({
              token: link.token,
              expires_at: sql`greatest(review_requests.expires_at, excluded.expires_at)`,
            }),
          )
          .execute();
        await outbox.addWith(trx, [email]);
      });
    },

    /** The one public reply, written or replaced. False when the business has no such review. */
    async reply(businessId: string, reviewId: string, text: string, by: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('reviews')
        .set({ reply: text, replied_at: at, replied_by: by })
        .where('business_id', '=', businessId)
        .where('id', '=', reviewId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Hides a review from the public (recording why, when and who) or shows it again. Never deletes it. */
    async setHidden(
      businessId: string,
      reviewId: string,
      hidden: { reason: string; by: string; at: Date } | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('reviews')
        .set(
          hidden
            ? { hidden_at: hidden.at, hidden_by: hidden.by, hidden_reason: hidden.reason }
            : { hidden_at: null, hidden_by: null, hidden_reason: null },
        )
        .where('business_id', '=', businessId)
        .where('id', '=', reviewId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
