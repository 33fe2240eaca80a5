import { randomBytes } from 'node:crypto';
import type {
  AppointmentReviewLink,
  BookingPageReviews,
  PublicReview,
  PublicReviews,
  ReviewForm,
} from '../../../contracts/reviews.ts';
import {
  askIntervalStart,
  BOOKING_PAGE_LATEST_REVIEWS,
  countryCodeOf,
  firstName,
  REVIEW_EDIT_DAYS,
  reviewerDisplayName,
  reviewFormState,
  reviewLinkExpiresAt,
  reviewRequestSendsAt,
  showsOnBookingPage,
  starCountsOf,
  summarizeRatings,
  whatsAppNumber,
} from '../../../core/reviews.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import {
  reviewAlertMail,
  reviewLinkMail,
  reviewRequestMail,
  whatsAppReviewMessage,
  type VisitFacts,
} from './review-mails.ts';
import { businessReviewsUrl, ownerReviewsUrl, reviewFormUrl } from './review-links.ts';
import type { PublicReviewRecord, ReviewsQueries } from './reviews.queries.ts';
import type { ReviewRequestOpening, ReviewsRepository, TokenRecord, VisitRecord } from './reviews.repository.ts';

export interface ReviewsDeps {
  repository: ReviewsRepository;
  queries: ReviewsQueries;
  /** Where the business hears of a new review: its own e-mail, else its owner's; and its language. */
  businessContact: (
    businessId: string,
  ) => Promise<{ email: string | null; ownerEmail: string | null; locale: Locale } | null>;
  baseUrl: string;
  now: () => Date;
}

/** A personal link's secret: unguessable, URL-safe (as an online booking's manage link). */
const newToken = () => randomBytes(24).toString('base64url');

const facts = (visit: VisitRecord): VisitFacts => ({
  businessName: visit.businessName,
  clientName: visit.clientName,
  serviceName: visit.serviceName,
  professionalName: visit.professionalName,
  startsAt: visit.startsAt,
  timeZone: visit.timeZone,
});

export function toPublicReview(record: PublicReviewRecord): PublicReview {
  return {
    id: record.id,
    rating: record.rating,
    comment: record.comment,
    authorName: reviewerDisplayName(record.clientName),
    serviceName: record.serviceName,
    professionalName: record.professionalName,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    reply: record.reply ? { text: record.reply.text, repliedAt: record.reply.repliedAt.toISOString() } : null,
  };
}

/**
 * Asking for reviews and taking them: the link a completed appointment gets (and its e-mail),
 * the panel's copy of it, the personal form, "send me my link", and the public figures.
 */
export function createReviewRequestsService(deps: ReviewsDeps) {
  const { repository, queries } = deps;

  async function recordOf(token: string): Promise<TokenRecord> {
    const record = await repository.byToken(token);
    // A link whose visit is no longer completed takes nothing, as one that never existed.
    if (!record || record.visit.status !== 'completed') throw notFound();
    return record;
  }

  function formOf(record: TokenRecord, now: Date): ReviewForm {
    const { visit, review, settings } = record;
    const { state, openUntil } = reviewFormState({
      linkExpiresAt: record.linkExpiresAt,
      reviewedAt: review?.createdAt ?? null,
      now,
    });
    return {
      business: { id: visit.businessId, name: visit.businessName },
      serviceName: visit.serviceName,
      professionalName: visit.professionalName,
      clientFirstName: firstName(visit.clientName),
      visitedAt: visit.startsAt.toISOString(),
      timeZone: visit.timeZone,
      state,
      openUntil: openUntil?.toISOString() ?? null,
      review: review
        ? {
            rating: review.rating,
            comment: review.comment,
            createdAt: review.createdAt.toISOString(),
            updatedAt: review.updatedAt.toISOString(),
            reply: review.reply ? { text: review.reply.text, repliedAt: review.reply.repliedAt.toISOString() } : null,
          }
        : null,
      googleReviewUrl: settings.googleReviewUrl,
    };
  }

  async function alertFor(visit: VisitRecord, review: { rating: number; comment: string | null }) {
    const contact = await deps.businessContact(visit.businessId);
    const to = contact?.email ?? contact?.ownerEmail;
    if (!contact || !to) return null;
    return {
      kind: 'review_alert',
      to,
      ...reviewAlertMail(facts(visit), review, ownerReviewsUrl(deps.baseUrl), contact.locale),
      businessId: visit.businessId,
    };
  }

  return {
    /**
     * What completing an appointment writes with it (appointments repository, same transaction):
     * its personal link, and the e-mail asking for a review after the business's delay — when the
     * business asks and the client has an e-mail; the 90-day rule is judged at the write.
     */
    async completionRequest(businessId: string, appointmentId: string): Promise<ReviewRequestOpening> {
      const visit = await repository.visit(businessId, appointmentId);
      if (!visit) throw notFound();
      const now = deps.now();
      const token = newToken();
      const expiresAt = reviewLinkExpiresAt(now);
      const email =
        visit.settings.enabled && visit.clientEmail
          ? {
              kind: 'review_request',
              to: visit.clientEmail,
              ...reviewRequestMail(facts(visit), reviewFormUrl(deps.baseUrl, token), visit.clientLocale),
              businessId,
              appointmentId,
              sendAfter: reviewRequestSendsAt(now, visit.settings.delayHours),
              expiresAt,
              dedupeKey: `review-request:${appointmentId}`,
            }
          : null;
      return {
        appointmentId,
        businessId,
        clientId: visit.clientId,
        token,
        openedAt: now,
        expiresAt,
        email,
        whatsapp: visit.settings.enabled
          ? { url: reviewFormUrl(deps.baseUrl, token), sendAfter: reviewRequestSendsAt(now, visit.settings.delayHours) }
          : null,
        askedSince: askIntervalStart(now),
      };
    },

    /** A completed appointment's link for its panel, with a WhatsApp message in the client's language. */
    async appointmentLink(businessId: string, appointmentId: string): Promise<AppointmentReviewLink | null> {
      const link = await repository.link(businessId, appointmentId);
      const visit = link && (await repository.visit(businessId, appointmentId));
      if (!link || !visit) return null;
      const url = reviewFormUrl(deps.baseUrl, link.token);
      const phone = whatsAppNumber(visit.clientPhone, countryCodeOf(visit.currency));
      const message = whatsAppReviewMessage(visit.clientName, visit.businessName, url, visit.clientLocale);
      return {
        url,
        expiresAt: link.expiresAt.toISOString(),
        reviewed: link.reviewed,
        whatsappUrl: phone ? `https://wa.me/${phone}?text=${encodeURIComponent(message)}` : null,
      };
    },

    async getForm(token: string): Promise<ReviewForm> {
      return formOf(await recordOf(token), deps.now());
    },

    /** Writes the review while the link is valid, or changes it within 7 days of writing it. */
    async submit(
      token: string,
      body: { rating: number; comment?: string | null },
    ): Promise<{ created: boolean; form: ReviewForm }> {
      const record = await recordOf(token);
      const now = deps.now();
      const review = { rating: body.rating, comment: body.comment ?? null, at: now };
      const { state } = reviewFormState({
        linkExpiresAt: record.linkExpiresAt,
        reviewedAt: record.review?.createdAt ?? null,
        now,
      });
      if (state === 'expired') throw new AppError('REVIEW_LINK_EXPIRED', 409);
      if (state === 'closed') throw new AppError('REVIEW_EDIT_CLOSED', 409, { params: { days: REVIEW_EDIT_DAYS } });
      let created = false;
      if (state === 'new') {
        created = (await repository.create(record.visit, review, await alertFor(record.visit, review))) !== null;
      }
      if (!created) {
        // Written meanwhile (a second tap): judge the change against it.
        const current = state === 'new' ? await recordOf(token) : record;
        if (!current.review) throw new Error('a review was neither created nor found');
        if (
          reviewFormState({ linkExpiresAt: current.linkExpiresAt, reviewedAt: current.review.createdAt, now }).state !==
          'editable'
        ) {
          throw new AppError('REVIEW_EDIT_CLOSED', 409, { params: { days: REVIEW_EDIT_DAYS } });
        }
        await repository.edit(current.review.id, review);
      }
      return { created, form: formOf(await recordOf(token), now) };
    },

    /**
     * "Send me my link": only a completed, unreviewed visit of the last 90 days by a client with
     * this e-mail gets one (at most once a day per visit). The caller answers the same either way.
     */
    async requestLink(businessId: string, body: { email: string; website?: string }, locale: Locale): Promise<void> {
      const [business, settings] = await Promise.all([queries.business(businessId), repository.settings(businessId)]);
      if (!business) throw notFound();
      if (body.website || !settings.enabled) return;
      const now = deps.now();
      const visit = await repository.visitToReview(businessId, body.email.trim().toLowerCase(), askIntervalStart(now));
      if (!visit?.clientEmail) return;
      const token = visit.token ?? newToken();
      const expiresAt = reviewLinkExpiresAt(now);
      await repository.sendLink(
        visit,
        { token, openedAt: now, expiresAt },
        {
          kind: 'review_link',
          to: visit.clientEmail,
          ...reviewLinkMail(facts(visit), reviewFormUrl(deps.baseUrl, token), locale),
          businessId,
          appointmentId: visit.appointmentId,
          expiresAt,
          dedupeKey: `review-link:${visit.appointmentId}:${now.toISOString().slice(0, 10)}`,
        },
      );
    },

    /** The business's review page: its figures and latest visible reviews. */
    async publicReviews(businessId: string, page: { limit: number; offset: number }): Promise<PublicReviews> {
      const [business, settings, counts, items] = await Promise.all([
        queries.business(businessId),
        repository.settings(businessId),
        queries.publicCounts(businessId),
        queries.publicPage(businessId, page),
      ]);
      if (!business) throw notFound();
      const summary = summarizeRatings(starCountsOf(counts));
      return {
        business,
        acceptsReviews: settings.enabled,
        summary,
        items: items.map(toPublicReview),
        total: summary.count,
      };
    },

    /** What the booking page shows under the business's name: null below 5 visible reviews. */
    async bookingPageReviews(businessId: string): Promise<BookingPageReviews | null> {
      const [counts, latest] = await Promise.all([
        queries.publicCounts(businessId),
        queries.publicPage(businessId, { limit: BOOKING_PAGE_LATEST_REVIEWS, offset: 0 }),
      ]);
      const summary = summarizeRatings(starCountsOf(counts));
      if (!showsOnBookingPage(summary.count) || summary.average === null) return null;
      return { average: summary.average, count: summary.count, latest: latest.map(toPublicReview) };
    },

    publicUrl: (businessId: string) => businessReviewsUrl(deps.baseUrl, businessId),
  };
}
