import type { z } from 'zod';
import type {
  hideReviewBodySchema,
  listReviewsQuerySchema,
  ListReviewsResponse,
  Review,
  ReviewSettings,
  ReviewStats,
  reviewStatsQuerySchema,
  updateReviewSettingsBodySchema,
} from '../../../contracts/reviews.ts';
import {
  addStarCounts,
  NO_STARS,
  responseRate,
  starCountsOf,
  summarizeRatings,
  type StarCounts,
} from '../../../core/reviews.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import { createReviewRequestsService, type ReviewsDeps } from './review-requests.service.ts';
import type { ReviewRecord } from './reviews.queries.ts';

function toReview(record: ReviewRecord): Review {
  return {
    id: record.id,
    appointmentId: record.appointmentId,
    rating: record.rating,
    comment: record.comment,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    clientId: record.clientId,
    clientName: record.clientName,
    serviceName: record.serviceName,
    professionalId: record.professionalId,
    professionalName: record.professionalName,
    visitedAt: record.visitedAt.toISOString(),
    reply: record.reply
      ? { text: record.reply.text, repliedAt: record.reply.repliedAt.toISOString(), repliedBy: record.repliedBy }
      : null,
    hidden: record.hidden
      ? {
          reason: record.hidden.reason,
          hiddenAt: record.hidden.hiddenAt.toISOString(),
          hiddenBy: record.hidden.hiddenBy,
        }
      : null,
  };
}

/**
 * Reviews (docs/reviews.md). The owner's side — the list, the figures, replies, hiding and the
 * settings — here; asking for reviews and taking them in review-requests.service.ts. A
 * professional reaches the reviews of their own appointments only (`actor.ownProfessionalId`).
 */
export function createReviewsService(deps: ReviewsDeps) {
  const { repository, queries } = deps;
  const requests = createReviewRequestsService(deps);

  /** The professional whose reviews are asked for: a professional's own, or one of the business's (404 otherwise). */
  async function professionalOf(actor: Actor, asked: string | undefined): Promise<string | null> {
    const own = actor.ownProfessionalId ?? null;
    if (own) {
      if (asked && asked !== own) throw notFound();
      return own;
    }
    if (!asked) return null;
    if (!(await queries.professionalExists(actor.profile.businessId, asked))) throw notFound();
    return asked;
  }

  async function getReview(actor: Actor, reviewId: string): Promise<Review> {
    const record = await queries.get(actor.profile.businessId, reviewId, actor.ownProfessionalId ?? null);
    if (!record) throw notFound();
    return toReview(record);
  }

  async function getSettings(businessId: string): Promise<ReviewSettings> {
    return { ...(await repository.settings(businessId)), publicUrl: requests.publicUrl(businessId) };
  }

  return {
    ...requests,

    async list(actor: Actor, query: z.output<typeof listReviewsQuerySchema>): Promise<ListReviewsResponse> {
      const professionalId = await professionalOf(actor, query.professionalId);
      const { items, total } = await queries.list(
        actor.profile.businessId,
        { ...query, professionalId },
        { limit: query.limit, offset: query.offset },
      );
      return { items: items.map(toReview), total };
    },

    /** The figures of the visible reviews, each from its one definition in src/core/reviews.ts. */
    async stats(actor: Actor, query: z.output<typeof reviewStatsQuerySchema>): Promise<ReviewStats> {
      const professionalId = await professionalOf(actor, query.professionalId);
      const { byProfessional, hidden } = await queries.counts(actor.profile.businessId, { ...query, professionalId });
      const perProfessional = new Map<string, { name: string; rows: Array<{ stars: number; count: number }> }>();
      let replied = 0;
      for (const row of byProfessional) {
        const entry = perProfessional.get(row.professionalId) ?? { name: row.name, rows: [] };
        entry.rows.push(row);
        perProfessional.set(row.professionalId, entry);
        replied += row.replied;
      }
      let all: StarCounts = NO_STARS;
      const professionals = [...perProfessional].map(([id, { name, rows }]) => {
        const counts = starCountsOf(rows);
        all = addStarCounts(all, counts);
        const { average, count, positiveShare } = summarizeRatings(counts);
        return { professionalId: id, name, average, count, positiveShare };
      });
      professionals.sort((a, b) => a.name.localeCompare(b.name) || a.professionalId.localeCompare(b.professionalId));
      const summary = summarizeRatings(all);
      return { ...summary, responseRate: responseRate(replied, summary.count), hiddenCount: hidden, professionals };
    },

    async reply(actor: Actor, reviewId: string, text: string): Promise<Review> {
      if (!(await repository.reply(actor.profile.businessId, reviewId, text, actor.user.id, deps.now())))
        throw notFound();
      return getReview(actor, reviewId);
    },

    async setHidden(actor: Actor, reviewId: string, body: z.output<typeof hideReviewBodySchema>): Promise<Review> {
      const hidden = body.hidden ? { reason: body.reason!, by: actor.user.id, at: deps.now() } : null;
      if (!(await repository.setHidden(actor.profile.businessId, reviewId, hidden))) throw notFound();
      return getReview(actor, reviewId);
    },

    getSettings,

    /** Changes only the fields sent. */
    async updateSettings(
      businessId: string,
      changes: z.output<typeof updateReviewSettingsBodySchema>,
    ): Promise<ReviewSettings> {
      const current = await repository.settings(businessId);
      const next = {
        enabled: changes.enabled ?? current.enabled,
        delayHours: changes.delayHours ?? current.delayHours,
        googleReviewUrl: changes.googleReviewUrl === undefined ? current.googleReviewUrl : changes.googleReviewUrl,
      };
      await repository.saveSettings(businessId, next, deps.now());
      return getSettings(businessId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
