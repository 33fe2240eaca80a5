import { useEffect, useRef, useState } from 'react';
import type { ReviewForm } from '../../../contracts/reviews.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatMoment } from '../../lib/local-date.ts';
import { Notice } from '../../public-pages/components/notice.tsx';
import { NETWORK_ERROR, toPublicApiError } from '../../public-pages/lib/public-api.ts';
import { useReviewI18n } from '../i18n/i18n.ts';
import { submitReview } from '../lib/review-api.ts';
import { checkReview, COMMENT_MAX_LENGTH, type ReviewProblem } from '../lib/review-input.ts';
import { CommentField } from './comment-field.tsx';
import { StarInput } from './star-input.tsx';
import { VisitSummary } from './visit-summary.tsx';

type Problems = Partial<Record<'rating' | 'comment', ReviewProblem>>;

/**
 * Writing the review (`new`) or changing it (`editable`): the stars, the comment, and what happens
 * to them. `onSaved` gets the form as the server now has it; `onStale` is told when the link no
 * longer takes a review (its time ran out while the page was open).
 */
export function ReviewFormView({
  token,
  form,
  focusHeading = false,
  onSaved,
  onStale,
}: {
  token: string;
  form: ReviewForm;
  /** Take the focus to the form's heading (coming back to change the review). */
  focusHeading?: boolean;
  onSaved: (form: ReviewForm) => void;
  onStale: () => void;
}) {
  const { tr, language } = useReviewI18n();
  const [rating, setRating] = useState<number | null>(form.review?.rating ?? null);
  const [comment, setComment] = useState(form.review?.comment ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const editing = form.state === 'editable';
  const until = form.openUntil ? formatMoment(form.openUntil, form.timeZone, language, false) : '';

  const problemText = (problem: ReviewProblem | undefined) =>
    problem === 'ratingRequired'
      ? tr('form.ratingRequired')
      : problem === 'commentTooLong'
        ? tr('form.commentTooLong', { max: COMMENT_MAX_LENGTH })
        : null;

  const focusProblem = (found: Problems) => {
    const selector = found.rating ? 'input[type="radio"]' : found.comment ? 'textarea' : null;
    if (selector) formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  const submit = async () => {
    const checked = checkReview({ rating, comment });
    if (!checked.ok) {
      setProblems(checked.problems);
      focusProblem(checked.problems);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      onSaved(await submitReview(token, checked.body));
    } catch (cause) {
      const error = toPublicApiError(cause);
      if (error.status === 409 || error.status === 404) return onStale();
      const fields: Problems = {};
      if (error.fields.rating) fields.rating = 'ratingRequired';
      if (error.fields.comment) fields.comment = 'commentTooLong';
      if (Object.keys(fields).length > 0) {
        setProblems(fields);
        focusProblem(fields);
      } else {
        setFailure(error.code === NETWORK_ERROR ? tr('errors.network') : error.message);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-labelledby="review-form-title"
      className="space-y-5"
    >
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="review-form-title"
        className="text-xl font-semibold tracking-tight text-foreground focus:outline-none"
      >
        {form.clientFirstName ? tr('form.greeting', { name: form.clientFirstName }) : tr('form.greetingNoName')}
      </h2>
      <VisitSummary form={form} />
      {editing && form.review && (
        <p className="text-sm text-muted-foreground">
          {tr('form.editableNote', {
            date: formatMoment(form.review.createdAt, form.timeZone, language, false),
            until,
          })}
        </p>
      )}
      <StarInput
        value={rating}
        onChange={(next) => {
          setRating(next);
          setProblems(({ rating: _, ...rest }) => rest);
        }}
        problem={problemText(problems.rating)}
      />
      <CommentField
        value={comment}
        onChange={(next) => {
          setComment(next);
          setProblems(({ comment: _, ...rest }) => rest);
        }}
        problem={problemText(problems.comment)}
      />
      {failure && (
        <Notice variant="error" title={tr('form.failureTitle')} live>
          <p>{failure}</p>
        </Notice>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? tr('form.sending') : editing ? tr('form.save') : tr('form.submit')}
      </Button>
    </form>
  );
}
