import { z } from 'zod';
import { optionalText, requiredText, uuidSchema } from './common.ts';

/**
 * Reviews (docs/reviews.md): one per completed appointment, written through the personal link
 * `/avaliar/{token}`; the owner's list, figures, replies, hiding and settings; the business's
 * public review page `/avaliar/b/{businessId}` and the summary on its booking page. The rules
 * (link valid 30 days, edits for 7, asked at most once in 90 days, the figures' definitions,
 * 5 visible reviews before the booking page shows them) live in src/core/reviews.ts.
 *
 * The operations (docs/permissions.md says who may call them):
 * - getReviewForm        GET   /api/public/reviews/{token}                      → ReviewForm
 * - submitReview         PUT   /api/public/reviews/{token}   SubmitReviewBody   → 201 (created) / 200 (edited) ReviewForm
 * - requestReviewLink    POST  /api/public/businesses/{businessId}/review-link  RequestReviewLinkBody → 202 RequestReviewLinkResponse
 * - getPublicReviews     GET   /api/public/businesses/{businessId}/reviews?limit&offset → PublicReviews
 * - listReviews          GET   /api/reviews?stars&professionalId&from&to&unanswered&visibility&limit&offset → ListReviewsResponse
 * - getReviewStats       GET   /api/reviews/stats?professionalId&from&to        → ReviewStats
 * - replyToReview        PUT   /api/reviews/{id}/reply        ReplyToReviewBody  → Review
 * - hideReview           PUT   /api/reviews/{id}/visibility   HideReviewBody     → Review
 * - getReviewSettings    GET   /api/reviews/settings                            → ReviewSettings
 * - updateReviewSettings PATCH /api/reviews/settings          UpdateReviewSettingsBody → ReviewSettings
 * Beside them: Appointment.reviewLink (getAppointment) and PublicBusiness.reviews (getPublicBusiness).
 */

// The public pages' bodies are zod/mini (light entries validate with them too).
export {
  REVIEW_LIMITS,
  requestReviewLinkBodySchema,
  submitReviewBodySchema,
  type RequestReviewLinkBody,
  type SubmitReviewBody,
} from './review-bodies.ts';

/** A calendar day that exists ("2026-02-30" does not), 2000–2100. */
const isoDate = z
  .string()
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.date' })
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    },
    { error: 'validation.date' },
  );
const instant = z.iso.datetime();
const stars = z.number().int().min(1).max(5);

/** A personal review link's secret, as it appears in `/avaliar/{token}`. */
export const reviewTokenParamsSchema = z.object({ token: z.string().regex(/^[\w-]{20,64}$/) });

// ── Figures ──────────────────────────────────────────────────────────────────────────────────

/** How many reviews gave each number of stars: always five entries, 5 stars first. */
export const ratingDistributionSchema = z.array(z.object({ stars, count: z.number().int() }));
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

/** Figures of a set of visible reviews (hidden ones are never in them). */
export const ratingSummarySchema = z.object({
  /** Mean stars with one decimal (4.8); null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: ratingDistributionSchema,
  /** 4–5 stars ÷ all, as a percentage with one decimal (87.5 means 87.5 %); null without reviews. */
  positiveShare: z.number().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

// ── Public: the business's review page and its booking page ───────────────────────────────────

/** The business's public answer to a review. */
export const reviewReplySchema = z.object({ text: z.string(), repliedAt: instant });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A visible review as the public sees it: the reviewer by first name and initial ('Maria S.'). */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: stars,
  /** Plain text as written: show it as text, never as markup, and do not make links clickable. */
  comment: z.string().nullable(),
  authorName: z.string(),
  serviceName: z.string(),
  professionalName: z.string(),
  createdAt: instant,
  updatedAt: instant,
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * What the booking page shows under the business's name (PublicBusiness.reviews), present only
 * once the business has at least 5 visible reviews: the average, the count and the 3 latest.
 */
export const bookingPageReviewsSchema = z.object({
  average: z.number(),
  count: z.number().int(),
  latest: z.array(publicReviewSchema),
});
export type BookingPageReviews = z.infer<typeof bookingPageReviewsSchema>;

export const publicReviewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type PublicReviewsQuery = z.input<typeof publicReviewsQuerySchema>;

/** getPublicReviews: the page `/avaliar/b/{businessId}` — the rating and the latest visible reviews. */
export const publicReviewsSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }),
  /** Whether the business asks for reviews: the page offers "send me my link" only then. */
  acceptsReviews: z.boolean(),
  summary: ratingSummarySchema,
  items: z.array(publicReviewSchema),
  total: z.number().int(),
});
export type PublicReviews = z.infer<typeof publicReviewsSchema>;

/** requestReviewLink answers these same words whether or not the e-mail matched a visit. */
export const requestReviewLinkResponseSchema = z.object({ accepted: z.literal(true) });
export type RequestReviewLinkResponse = z.infer<typeof requestReviewLinkResponseSchema>;

// ── Public: the personal link /avaliar/{token} ────────────────────────────────────────────────

/**
 * - `new`: no review yet and the link is valid (30 days): submitReview creates it.
 * - `editable`: reviewed less than 7 days ago: submitReview changes it.
 * - `closed`: reviewed, and the 7 days are over: read-only (submitReview is 409 REVIEW_EDIT_CLOSED).
 * - `expired`: never reviewed and the link's 30 days are over (submitReview is 409 REVIEW_LINK_EXPIRED).
 */
export const REVIEW_FORM_STATES = ['new', 'editable', 'closed', 'expired'] as const;
export const reviewFormStateSchema = z.enum(REVIEW_FORM_STATES);
export type ReviewFormState = z.infer<typeof reviewFormStateSchema>;

/** getReviewForm and submitReview: the visit being reviewed and the review, if written. */
export const reviewFormSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }),
  serviceName: z.string(),
  professionalName: z.string(),
  /** To greet the customer: the first word of their name. */
  clientFirstName: z.string(),
  /** When the visit started, and the business's time zone to show it in. */
  visitedAt: instant,
  timeZone: z.string(),
  state: reviewFormStateSchema,
  /** `new`: until when the link takes a review; `editable`: until when it may still change; else null. */
  openUntil: instant.nullable(),
  review: z
    .object({
      rating: stars,
      comment: z.string().nullable(),
      createdAt: instant,
      updatedAt: instant,
      reply: reviewReplySchema.nullable(),
    })
    .nullable(),
  /**
   * The business's Google review page, when the owner set one. Offer it to every reviewer
   * alike, whatever their stars: asking only happy customers is review gating.
   */
  googleReviewUrl: z.string().nullable(),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

// ── The owner's (and a professional's) reviews ────────────────────────────────────────────────

/** A review as the business sees it (a professional: only those of their own appointments). */
export const reviewSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  rating: stars,
  comment: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  clientId: z.string(),
  clientName: z.string(),
  serviceName: z.string(),
  professionalId: z.string(),
  professionalName: z.string(),
  /** When the visit reviewed started. */
  visitedAt: instant,
  /** The business's public answer (one, editable); null while unanswered. */
  reply: z.object({ text: z.string(), repliedAt: instant, repliedBy: z.string().nullable() }).nullable(),
  /** Set when the owner hid it from the public: why, when and by whom. It stays stored and counted apart. */
  hidden: z.object({ reason: z.string(), hiddenAt: instant, hiddenBy: z.string().nullable() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

const periodRefinement = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const listReviewsQuerySchema = z
  .object({
    /** Only reviews with this many stars. */
    stars: z.enum(['1', '2', '3', '4', '5']).transform(Number).optional(),
    professionalId: uuidSchema.optional(),
    /** The day written, on the business's clock ("YYYY-MM-DD", both ends included). */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** `true`: only those without a reply. */
    unanswered: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    visibility: z.enum(['all', 'visible', 'hidden']).default('all'),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine(periodRefinement, { error: 'validation.endBeforeStart', path: ['to'] });
export type ListReviewsQuery = z.input<typeof listReviewsQuerySchema>;

/** Newest first. */
export const listReviewsResponseSchema = z.object({ items: z.array(reviewSchema), total: z.number().int() });
export type ListReviewsResponse = z.infer<typeof listReviewsResponseSchema>;

export const reviewStatsQuerySchema = z
  .object({ professionalId: uuidSchema.optional(), from: isoDate.optional(), to: isoDate.optional() })
  .refine(periodRefinement, { error: 'validation.endBeforeStart', path: ['to'] });
export type ReviewStatsQuery = z.input<typeof reviewStatsQuerySchema>;

/** getReviewStats: the figures of the visible reviews; hidden ones only counted apart. */
export const reviewStatsSchema = ratingSummarySchema.extend({
  /** Visible reviews with a reply ÷ visible reviews, percent with one decimal; null without reviews. */
  responseRate: z.number().nullable(),
  /** Reviews hidden by the owner (in the same filter): not in any other figure. */
  hiddenCount: z.number().int(),
  /** Per professional with visible reviews (a professional: only themselves), by name. */
  professionals: z.array(
    z.object({
      professionalId: z.string(),
      name: z.string(),
      average: z.number().nullable(),
      count: z.number().int(),
      positiveShare: z.number().nullable(),
    }),
  ),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** The one public reply: written or replaced. */
export const replyToReviewBodySchema = z.object({ text: requiredText(1000) });
export type ReplyToReviewBody = z.input<typeof replyToReviewBodySchema>;

/** Hide (with the reason, required) or show again. */
export const hideReviewBodySchema = z
  .object({ hidden: z.boolean(), reason: optionalText(500) })
  .refine((b) => !b.hidden || !!b.reason, { error: 'validation.required', path: ['reason'] });
export type HideReviewBody = z.input<typeof hideReviewBodySchema>;

// ── Settings ─────────────────────────────────────────────────────────────────────────────────

export const reviewSettingsSchema = z.object({
  /** Ask for reviews: the e-mail after each completed visit, and "send me my link" on the public page. */
  enabled: z.boolean(),
  /** Hours after completion before the e-mail goes (0–168). */
  delayHours: z.number().int(),
  /** The business's Google review page (https), offered after a review; null when not set. */
  googleReviewUrl: z.string().nullable(),
  /** The business's public review page, `/avaliar/b/{businessId}`, to share. */
  publicUrl: z.string(),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** An https address; blank clears it. */
const googleReviewUrlSchema = z
  .string()
  .trim()
  .max(500)
  .transform((v) => (v === '' ? null : v))
  .pipe(z.url({ protocol: /^https$/, hostname: /\./, error: 'validation.httpsUrl' }).nullable())
  .nullish();

/** Changes only the fields sent. */
export const updateReviewSettingsBodySchema = z.object({
  enabled: z.boolean().optional(),
  delayHours: z.number().int().min(0).max(168).optional(),
  googleReviewUrl: googleReviewUrlSchema,
});
export type UpdateReviewSettingsBody = z.input<typeof updateReviewSettingsBodySchema>;

// ── The appointment's panel ──────────────────────────────────────────────────────────────────

/**
 * A completed appointment's personal review link (Appointment.reviewLink), for the panel to copy
 * and to send by WhatsApp: `whatsappUrl` is `https://wa.me/<digits>?text=…` with the message in
 * the client's language, or null when the client has no usable phone.
 */
export const appointmentReviewLinkSchema = z.object({
  url: z.string(),
  expiresAt: instant,
  /** Whether the client has reviewed this visit (the link then edits, for 7 days). */
  reviewed: z.boolean(),
  whatsappUrl: z.string().nullable(),
});
export type AppointmentReviewLink = z.infer<typeof appointmentReviewLinkSchema>;
