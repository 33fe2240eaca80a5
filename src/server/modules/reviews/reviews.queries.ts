import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { professionalExistsWith } from '../professionals/professionals.repository.ts';

/**
 * What the review pages read: the owner's list and figures, and the public page's (the booking
 * page's rating among them). The three review tables are written by reviews.repository.ts.
 */

export interface StoredReview {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  reply: { text: string; repliedAt: Date } | null;
}

/** A review as the business sees it. */
export interface ReviewRecord extends StoredReview {
  appointmentId: string;
  clientId: string;
  clientName: string;
  serviceName: string;
  professionalId: string;
  professionalName: string;
  visitedAt: Date;
  repliedBy: string | null;
  hidden: { reason: string; hiddenAt: Date; hiddenBy: string | null } | null;
}

export interface PublicReviewRecord extends StoredReview {
  clientName: string;
  serviceName: string;
  professionalName: string;
}

export interface ReviewFilter {
  /** A professional's own record: only their appointments' reviews. */
  professionalId?: string | null;
  stars?: number;
  /** Days on the business's clock, both included. */
  from?: string;
  to?: string;
  unanswered?: boolean;
  visibility?: 'all' | 'visible' | 'hidden';
}

export interface StoredRow {
  review_id: string | null;
  rating: number | null;
  comment: string | null;
  review_created_at: Date | null;
  review_updated_at: Date | null;
  reply: string | null;
  replied_at: Date | null;
}

export const storedColumns = sql`r.id AS review_id, r.rating, r.comment, r.created_at AS review_created_at, r.updated_at AS review_updated_at, r.reply, r.replied_at`;

export const toStored = (r: StoredRow): StoredReview | null =>
  r.review_id === null
    ? null
    : {
        id: r.review_id,
        rating: r.rating!,
        comment: r.comment,
        createdAt: r.review_created_at!,
        updatedAt: r.review_updated_at!,
        reply: r.reply !== null ? { text: r.reply, repliedAt: r.replied_at! } : null,
      };

/** The start of a business-local day, as an instant. */
const localDayStart = (businessId: string, day: string): RawBuilder<Date> =>
  sql<Date>`(${day}::date::timestamp AT TIME ZONE (SELECT time_zone FROM businesses WHERE id = ${businessId}))`;

export function createReviewsQueries(db: Kysely<Database>) {
  /** The business's reviews under `filter`, joined to their visit. */
  function filtered(businessId: string, filter: ReviewFilter) {
    return db
      .selectFrom('reviews as r')
      .innerJoin('appointments as a', 'a.id', 'r.appointment_id')
      .where('r.business_id', '=', businessId)
      .$if(!!filter.professionalId, (q) => q.where('a.professional_id', '=', filter.professionalId!))
      .$if(filter.stars !== undefined, (q) => q.where('r.rating', '=', filter.stars!))
      .$if(!!filter.from, (q) => q.where('r.created_at', '>=', localDayStart(businessId, filter.from!)))
      .$if(!!filter.to, (q) =>
        q.where('r.created_at', '<', sql<Date>`${localDayStart(businessId, filter.to!)} + interval '1 day'`),
      )
      .$if(filter.unanswered === true, (q) => q.where('r.reply', 'is', null))
      .$if(filter.unanswered === false, (q) => q.where('r.reply', 'is not', null))
      .$if(filter.visibility === 'visible', (q) => q.where('r.hidden_at', 'is', null))
      .$if(filter.visibility === 'hidden', (q) => q.where('r.hidden_at', 'is not', null));
  }

  /** The reviews a filtered query selects, as the business sees them. */
  async function records(query: ReturnType<typeof filtered>): Promise<ReviewRecord[]> {
    const rows = await query
      .innerJoin('clients as c', 'c.id', 'a.client_id')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('professionals as p', 'p.id', 'a.professional_id')
      .leftJoin('users as ru', 'ru.id', 'r.replied_by')
      .leftJoin('users as hu', 'hu.id', 'r.hidden_by')
      .select([
        'r.id',
        'r.appointment_id',
        'r.rating',
        'r.comment',
        'r.created_at',
        'r.updated_at',
        'r.reply',
        'r.replied_at',
        'ru.name as replied_by',
        'r.hidden_at',
        'r.hidden_reason',
        'hu.name as hidden_by',
        'a.client_id',
        'c.full_name as client_name',
        's.name as service_name',
        'a.professional_id',
        'p.full_name as professional_name',
        'a.starts_at',
      ])
      .execute();
    return rows.map((r) => ({
      id: r.id,
      appointmentId: r.appointment_id,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      reply: r.reply !== null ? { text: r.reply, repliedAt: r.replied_at! } : null,
      repliedBy: r.replied_by,
      hidden: r.hidden_at !== null ? { reason: r.hidden_reason!, hiddenAt: r.hidden_at, hiddenBy: r.hidden_by } : null,
      clientId: r.client_id,
      clientName: r.client_name,
      serviceName: r.service_name,
      professionalId: r.professional_id,
      professionalName: r.professional_name,
      visitedAt: r.starts_at,
    }));
  }

  return {
    async list(
      businessId: string,
      filter: ReviewFilter,
      page: { limit: number; offset: number },
    ): Promise<{ items: ReviewRecord[]; total: number }> {
      const [items, count] = await Promise.all([
        records(
          filtered(businessId, filter)
            .orderBy('r.created_at', 'desc')
            .orderBy('r.id', 'desc')
            .limit(page.limit)
            .offset(page.offset),
        ),
        filtered(businessId, filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.n) };
    },

    /** One of the business's reviews (of a professional's own appointments, when `professionalId`). */
    async get(businessId: string, reviewId: string, professionalId: string | null): Promise<ReviewRecord | null> {
      const [record] = await records(filtered(businessId, { professionalId }).where('r.id', '=', reviewId));
      return record ?? null;
    },

    /**
     * What the figures are made of, under `filter`: visible reviews counted per professional and
     * stars, and how many of them have a reply; hidden ones only counted.
     */
    async counts(
      businessId: string,
      filter: ReviewFilter,
    ): Promise<{
      byProfessional: Array<{ professionalId: string; name: string; stars: number; count: number; replied: number }>;
      hidden: number;
    }> {
      const [rows, hidden] = await Promise.all([
        filtered(businessId, { ...filter, visibility: 'visible' })
          .innerJoin('professionals as p', 'p.id', 'a.professional_id')
          .select((eb) => [
            'a.professional_id',
            'p.full_name',
            'r.rating',
            eb.fn.countAll<number>().as('n'),
            sql<number>`count(*) FILTER (WHERE r.reply IS NOT NULL)`.as('replied'),
          ])
          .groupBy(['a.professional_id', 'p.full_name', 'r.rating'])
          .execute(),
        filtered(businessId, { ...filter, visibility: 'hidden' })
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        byProfessional: rows.map((r) => ({
          professionalId: r.professional_id,
          name: r.full_name,
          stars: r.rating,
          count: Number(r.n),
          replied: Number(r.replied),
        })),
        hidden: Number(hidden.n),
      };
    },

    /** Visible reviews counted by stars: the public figures. */
    async publicCounts(businessId: string): Promise<Array<{ stars: number; count: number }>> {
      const rows = await db
        .selectFrom('reviews')
        .select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
        .where('business_id', '=', businessId)
        .where('hidden_at', 'is', null)
        .groupBy('rating')
        .execute();
      return rows.map((r) => ({ stars: r.rating, count: Number(r.n) }));
    },

    /** The latest visible reviews, newest first. */
    async publicPage(businessId: string, page: { limit: number; offset: number }): Promise<PublicReviewRecord[]> {
      const { rows } = await sql<StoredRow & { client_name: string; service_name: string; professional_name: string }>`
        SELECT ${storedColumns}, c.full_name AS client_name, s.name AS service_name, p.full_name AS professional_name
        FROM reviews r
        JOIN appointments a ON a.id = r.appointment_id
        JOIN clients c ON c.id = a.client_id
        JOIN services s ON s.id = a.service_id
        JOIN professionals p ON p.id = a.professional_id
        WHERE r.business_id = ${businessId} AND r.hidden_at IS NULL
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}
      `.execute(db);
      return rows.map((r) => ({
        ...toStored(r)!,
        clientName: r.client_name,
        serviceName: r.service_name,
        professionalName: r.professional_name,
      }));
    },

    async business(businessId: string): Promise<{ id: string; name: string } | null> {
      // A business its owner closed has no public review page (docs/business-closing.md).
      return (
        (await db
          .selectFrom('businesses')
          .select(['id', 'name'])
          .where('id', '=', businessId)
          .where('closed_at', 'is', null)
          .executeTakeFirst()) ?? null
      );
    },

    professionalExists: (businessId: string, professionalId: string) =>
      professionalExistsWith(db, businessId, professionalId),
  };
}

export type ReviewsQueries = ReturnType<typeof createReviewsQueries>;
