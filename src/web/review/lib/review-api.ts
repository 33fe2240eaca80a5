import type {
  PublicReviews,
  RequestReviewLinkBody,
  RequestReviewLinkResponse,
  ReviewForm,
  SubmitReviewBody,
} from '../../../contracts/reviews.ts';
import { publicApiRequest } from '../../public-pages/lib/public-api.ts';

/*
 * The public review API (src/contracts/reviews.ts) through the booking page's fetch helper:
 * contracts are imported as types only, so no classic zod ships to the phone.
 */

const reviewPath = (token: string) => `/api/public/reviews/${encodeURIComponent(token)}`;
const businessPath = (businessId: string) => `/api/public/businesses/${encodeURIComponent(businessId)}`;

/** getReviewForm: the visit behind a personal link, and its review if written. */
export function getReviewForm(token: string, signal?: AbortSignal): Promise<ReviewForm> {
  return publicApiRequest(reviewPath(token), { signal });
}

/** submitReview: writes the review (201) or, within 7 days of writing it, changes it (200). */
export function submitReview(token: string, body: SubmitReviewBody): Promise<ReviewForm> {
  return publicApiRequest(reviewPath(token), { method: 'PUT', body: JSON.stringify(body) });
}

/** getPublicReviews: the business's rating and a page of its latest visible reviews. */
export function getPublicReviews(
  businessId: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<PublicReviews> {
  return publicApiRequest(`${businessPath(businessId)}/reviews?limit=${page.limit}&offset=${page.offset}`, { signal });
}

/** requestReviewLink: answers the same whether or not the e-mail matched a visit. */
export function requestReviewLink(businessId: string, body: RequestReviewLinkBody): Promise<RequestReviewLinkResponse> {
  return publicApiRequest(`${businessPath(businessId)}/review-link`, { method: 'POST', body: JSON.stringify(body) });
}
