import { CircleCheck, Pencil } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReviewForm } from '../../../contracts/reviews.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatMoment } from '../../lib/local-date.ts';
import { useReviewI18n } from '../i18n/i18n.ts';
import { GoogleReviewOffer } from './google-review-offer.tsx';
import { OwnReview } from './own-review.tsx';

/** After sending: thanks, the review as it now stands, the Google page (for everyone alike), and a way to change it. */
export function ThanksView({ form, edited, onEdit }: { form: ReviewForm; edited: boolean; onEdit: () => void }) {
  const { tr, language } = useReviewI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const business = form.business.name;

  return (
    <div className="space-y-5" data-testid="review-thanks">
      <div className="text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-success/15 text-success">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 text-xl font-semibold tracking-tight text-foreground focus:outline-none"
        >
          {edited ? tr('thanks.titleEdited') : tr('thanks.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{tr('thanks.text', { business })}</p>
      </div>
      <OwnReview form={form} />
      {form.state === 'editable' && form.openUntil && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted-foreground">
            {tr('thanks.editUntil', { until: formatMoment(form.openUntil, form.timeZone, language, false) })}
          </p>
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {tr('thanks.edit')}
          </Button>
        </div>
      )}
      <GoogleReviewOffer url={form.googleReviewUrl} businessName={business} />
    </div>
  );
}
