import type { ReviewForm } from '../../../contracts/reviews.ts';
import { Stars } from '../../components/ui/stars.tsx';
import { useReviewI18n } from '../i18n/i18n.ts';

/** The customer's own review as it stands, with the business's reply; plain text shown as text. `caption` names it. */
export function OwnReview({ form, caption = true }: { form: ReviewForm; caption?: boolean }) {
  const { tr } = useReviewI18n();
  const review = form.review;
  if (!review) return null;
  return (
    <section
      aria-label={tr('thanks.yours')}
      className="rounded-xl border border-border p-4 text-left text-sm"
      data-testid="own-review"
    >
      {caption && <p className="mb-1 text-xs font-medium text-muted-foreground">{tr('thanks.yours')}</p>}
      <Stars rating={review.rating} label={tr('rating.outOfFive', { count: review.rating })} className="text-lg" />
      {review.comment ? (
        <p className="mt-2 whitespace-pre-line text-foreground [overflow-wrap:anywhere]">{review.comment}</p>
      ) : (
        <p className="mt-2 text-muted-foreground italic">{tr('thanks.noComment')}</p>
      )}
      {review.reply && (
        <div className="mt-3 border-l-2 border-primary/40 pl-3" data-testid="own-review-reply">
          <p className="text-xs font-semibold text-foreground">
            {tr('closed.reply', { business: form.business.name })}
          </p>
          <p className="mt-0.5 whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
            {review.reply.text}
          </p>
        </div>
      )}
    </section>
  );
}
