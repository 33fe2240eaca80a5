import { percent } from './metrics.ts';

/**
 * The rules of reviews (docs/reviews.md), as plain functions of their inputs: `now` is always
 * passed in. The server's SQL only counts and filters by the boundaries these give it.
 */

/** A personal review link takes a review for this long after it is given out. */
export const REVIEW_LINK_VALID_DAYS = 30;
/** A review can be changed through its link for this long after it was written. */
export const REVIEW_EDIT_DAYS = 7;
/**
 * A client is not asked again (the e-mail after a visit) within this many days of their last
 * review of the business or of the last time it asked them; a customer who asks for their link
 * gets it for a visit of this many days back.
 */
export const REVIEW_ASK_INTERVAL_DAYS = 90;
/** The booking page shows the rating once the business has this many visible reviews… */
export const BOOKING_PAGE_MIN_REVIEWS = 5;
/** …with this many of the latest. */
export const BOOKING_PAGE_LATEST_REVIEWS = 3;
/** Stars that count as a positive review. */
export const POSITIVE_MIN_STARS = 4;

const DAY_MS = 86_400_000;
const daysAfter = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);

/** Until when a link given out at `openedAt` takes a review. */
export function reviewLinkExpiresAt(openedAt: Date): Date {
  return daysAfter(openedAt, REVIEW_LINK_VALID_DAYS);
}

/** Until when a review written at `createdAt` may still change. */
export function reviewEditableUntil(createdAt: Date): Date {
  return daysAfter(createdAt, REVIEW_EDIT_DAYS);
}

export type ReviewFormState = 'new' | 'editable' | 'closed' | 'expired';

/**
 * What a personal link allows now: writing the review while the link is valid, changing it for
 * 7 days after it was written (even past the link's own 30 days), and nothing after.
 */
export function reviewFormState(input: { linkExpiresAt: Date; reviewedAt: Date | null; now: Date }): {
  state: ReviewFormState;
  openUntil: Date | null;
} {
  const { linkExpiresAt, reviewedAt, now } = input;
  if (reviewedAt === null)
    return now < linkExpiresAt ? { state: 'new', openUntil: linkExpiresAt } : { state: 'expired', openUntil: null };
  const until = reviewEditableUntil(reviewedAt);
  return now < until ? { state: 'editable', openUntil: until } : { state: 'closed', openUntil: null };
}

/** Asked or reviewed after this instant: not asked again now. Also how far back a requested link reaches. */
export function askIntervalStart(now: Date): Date {
  return daysAfter(now, -REVIEW_ASK_INTERVAL_DAYS);
}

/** When the e-mail asking for a review goes: the business's delay after the visit was completed. */
export function reviewRequestSendsAt(completedAt: Date, delayHours: number): Date {
  return new Date(completedAt.getTime() + delayHours * 3_600_000);
}

/** Counts of reviews by stars: index 0 is 1 star … index 4 is 5 stars. */
export type StarCounts = readonly [number, number, number, number, number];

export const NO_STARS: StarCounts = [0, 0, 0, 0, 0];

export function addStarCounts(a: StarCounts, b: StarCounts): StarCounts {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4]];
}

/** Star counts from (stars, count) rows. */
export function starCountsOf(rows: Iterable<{ stars: number; count: number }>): StarCounts {
  const counts = [0, 0, 0, 0, 0];
  for (const { stars, count } of rows) {
    if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw new Error(`not a number of stars: ${stars}`);
    counts[stars - 1]! += count;
  }
  return counts as unknown as StarCounts;
}

export interface RatingSummary {
  /** Mean stars with one decimal, halves rounded up (4.25 → 4.3); null without reviews. */
  average: number | null;
  count: number;
  /** Five entries, 5 stars first. */
  distribution: Array<{ stars: number; count: number }>;
  /** 4–5 stars ÷ all, percent with one decimal; null without reviews. */
  positiveShare: number | null;
}

/** The figures of a set of reviews, from how many gave each number of stars. */
export function summarizeRatings(counts: StarCounts): RatingSummary {
  const count = counts.reduce((sum, n) => sum + n, 0);
  const stars = counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const positive = counts.slice(POSITIVE_MIN_STARS - 1).reduce((sum, n) => sum + n, 0);
  return {
    // Ten times the sum over the count, rounded: whole numbers, so 4.25 is exactly a half.
    average: count > 0 ? Math.round((stars * 10) / count) / 10 : null,
    count,
    distribution: [5, 4, 3, 2, 1].map((s) => ({ stars: s, count: counts[s - 1]! })),
    positiveShare: percent(positive, count),
  };
}

/** Reviews answered ÷ reviews, percent with one decimal; null without reviews. */
export function responseRate(replied: number, count: number): number | null {
  return percent(replied, count);
}

/** Whether the booking page shows a business's rating. */
export function showsOnBookingPage(visibleReviews: number): boolean {
  return visibleReviews >= BOOKING_PAGE_MIN_REVIEWS;
}

/** How a reviewer is named in public: first name and the initial of the last ('Maria S.'). */
export function reviewerDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!;
  if (words.length === 1) return first;
  const initial = Array.from(words.at(-1)!)[0]!.toLocaleUpperCase();
  return `${first} ${initial}.`;
}

/** The first word of a name, to greet someone. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The number WhatsApp's click-to-chat link wants (`https://wa.me/<digits>`): the phone's digits
 * with the country code. A number written with + or 00 carries its own; otherwise the business's
 * country code is put in front. Null when there are too few digits to be a phone.
 */
export function whatsAppNumber(phone: string | null, countryCode: string): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // as written
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else {
    digits = `${countryCode}${digits.replace(/^0+/, '')}`;
  }
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/** The country calling code a business's local numbers are in, by its currency (BRL: Brazil, USD: the US). */
export function countryCodeOf(currency: 'BRL' | 'USD'): string {
  return currency === 'BRL' ? '55' : '1';
}
