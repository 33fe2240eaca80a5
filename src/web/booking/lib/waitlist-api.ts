import type { JoinWaitlistBody } from '../../../contracts/waitlist-body.ts';
import type { WaitlistJoined, WaitlistOffer } from '../../../contracts/waitlist.ts';
import { publicApiRequest } from '../../public-pages/lib/public-api.ts';

/* The waitlist's public API (src/contracts/waitlist.ts): joining from the booking page, and an offer's claim link. */

const offer = (token: string) => `/api/public/waitlist-offers/${encodeURIComponent(token)}`;

export function joinWaitlist(businessId: string, body: JoinWaitlistBody): Promise<WaitlistJoined> {
  return publicApiRequest(`/api/public/businesses/${encodeURIComponent(businessId)}/waitlist`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function getWaitlistOffer(token: string, signal?: AbortSignal): Promise<WaitlistOffer> {
  return publicApiRequest(offer(token), { signal });
}

/** Books the offered time: the first claim wins; later ones fail with WAITLIST_OFFER_TAKEN (409). */
export function claimWaitlistOffer(token: string): Promise<WaitlistOffer> {
  return publicApiRequest(`${offer(token)}/claim`, { method: 'POST' });
}
