import { ChevronDown, Star } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { BookingPageReviews } from '../../../contracts/reviews.ts';
import { useI18n } from '../i18n/i18n.ts';
import { businessReviewsPath } from '../../public-pages/lib/public-api.ts';
import { PublicReviewCard } from '../../public-pages/components/public-review-card.tsx';

/**
 * The three latest reviews (with replies) beside the business's details: folded on phones, where
 * the services come first, and unfolded on wide screens, as the opening hours are.
 */
export function LatestReviews({
  businessId,
  reviews,
  timeZone,
}: {
  businessId: string;
  reviews: BookingPageReviews;
  timeZone: string;
}) {
  const { tr } = useI18n();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => {
    if (detailsRef.current && window.matchMedia('(min-width: 1024px)').matches) detailsRef.current.open = true;
  }, []);

  return (
    <details
      ref={detailsRef}
      className="group mt-3 border-t border-border pt-3 text-sm"
      data-testid="booking-latest-reviews"
    >
      <summary className="flex cursor-pointer list-none items-start gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <Star className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 flex-1 font-medium">{tr('rating.latest')}</span>
        <ChevronDown
          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <ul className="mt-2 ml-6.5 space-y-3">
        {reviews.latest.map((review) => (
          <li key={review.id}>
            <PublicReviewCard review={review} timeZone={timeZone} compact />
          </li>
        ))}
      </ul>
      <a
        href={businessReviewsPath(businessId)}
        className="mt-3 ml-6.5 inline-block font-medium text-link underline-offset-4 hover:underline"
      >
        {tr('rating.seeAll')}
      </a>
    </details>
  );
}
