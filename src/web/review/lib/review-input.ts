import {
  REVIEW_LIMITS,
  requestReviewLinkBodySchema,
  submitReviewBodySchema,
  type RequestReviewLinkBody,
  type SubmitReviewBody,
} from '../../../contracts/review-bodies.ts';

/*
 * What the customer typed, checked with the contract's own schemas (zod/mini, the same the server
 * validates the request with): a problem becomes the key of the words to show beside the field.
 */

export type ReviewProblem = 'ratingRequired' | 'commentTooLong';
export type EmailProblem = 'emailRequired' | 'emailInvalid' | 'emailTooLong';

/** The body to send, or the problems of each field. */
export function checkReview(input: {
  rating: number | null;
  comment: string;
}):
  { ok: true; body: SubmitReviewBody } | { ok: false; problems: Partial<Record<'rating' | 'comment', ReviewProblem>> } {
  const body = { rating: input.rating ?? 0, comment: input.comment };
  const parsed = submitReviewBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: { rating: parsed.data.rating, comment: parsed.data.comment ?? null } };
  const problems: Partial<Record<'rating' | 'comment', ReviewProblem>> = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'rating') problems.rating = 'ratingRequired';
    if (issue.path[0] === 'comment') problems.comment = 'commentTooLong';
  }
  return { ok: false, problems };
}

/** The body of "send me my link", or what is wrong with the e-mail. */
export function checkEmail(input: {
  email: string;
  website: string;
}): { ok: true; body: RequestReviewLinkBody } | { ok: false; problem: EmailProblem } {
  if (input.email.trim() === '') return { ok: false, problem: 'emailRequired' };
  const parsed = requestReviewLinkBodySchema.safeParse({
    email: input.email,
    ...(input.website ? { website: input.website } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const message = parsed.error.issues.find((issue) => issue.path[0] === 'email')?.message;
  return { ok: false, problem: message === 'validation.emailTooLong' ? 'emailTooLong' : 'emailInvalid' };
}

export const COMMENT_MAX_LENGTH = REVIEW_LIMITS.comment;
export const EMAIL_MAX_LENGTH = REVIEW_LIMITS.email;
