import type { ReviewForm } from '../../../contracts/reviews.ts';
import { formatDay, localDateOf } from '../../lib/local-date.ts';
import { useReviewI18n } from '../i18n/i18n.ts';
import { GoogleReviewOffer } from './google-review-offer.tsx';
import { OwnReview } from './own-review.tsx';
import { VisitSummary } from './visit-summary.tsx';

/** A review whose 7 days of changes are over: read only. */
export function ClosedView({ form }: { form: ReviewForm }) {
  const { tr, language } = useReviewI18n();
  const written = form.review
    ? formatDay(localDateOf(form.review.createdAt, form.timeZone), language, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
    : '';
  return (
    <div className="space-y-5" data-testid="review-closed">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-foreground">{tr('closed.title')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{tr('closed.text', { date: written })}</p>
      </div>
      <VisitSummary form={form} />
      <OwnReview form={form} caption={false} />
      <GoogleReviewOffer url={form.googleReviewUrl} businessName={form.business.name} />
    </div>
  );
}
