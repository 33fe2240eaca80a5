import { pathSegments } from '../../public-pages/lib/path-segments.ts';

/** Which review page a path asks for: a visit's personal link, or a business's public reviews. */
export type ReviewRoute =
  { page: 'form'; token: string } | { page: 'business'; businessId: string } | { page: 'unknown' };

/** `/avaliar/{token}` (the link in the e-mail and on the schedule) and `/avaliar/b/{businessId}`. */
export function parseReviewRoute(pathname: string): ReviewRoute {
  const segments = pathSegments(pathname);
  if (segments[0] !== 'avaliar') return { page: 'unknown' };
  if (segments.length === 3 && segments[1] === 'b' && segments[2]) return { page: 'business', businessId: segments[2] };
  if (segments.length === 2 && segments[1]) return { page: 'form', token: segments[1] };
  return { page: 'unknown' };
}
