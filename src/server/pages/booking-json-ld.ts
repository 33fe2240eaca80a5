import type { PublicBusiness } from '../../contracts/online-booking.ts';
import { jsonForScript } from './html-page.ts';

/**
 * The booking page's schema.org description for search engines: the business, and — once it
 * shows its rating (PublicBusiness.reviews, 5 visible reviews at least) — an AggregateRating with
 * the latest reviews. Written as JSON with every `<` escaped (jsonForScript), so nothing a person
 * wrote (a name, a comment) can close the script element or open another.
 */
export function bookingPageJsonLd(business: PublicBusiness, pageUrl: string): string {
  const reviews = business.reviews ?? null;
  const description = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    url: pageUrl,
    name: business.name,
    ...(business.address ? { address: business.address } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.latest.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.comment ? { reviewBody: review.comment } : {}),
          })),
        }
      : {}),
  };
  return `<script type="application/ld+json">${jsonForScript(description)}</script>`;
}
