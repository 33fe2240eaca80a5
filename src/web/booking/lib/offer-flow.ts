import type { WaitlistOffer } from '../../../contracts/waitlist.ts';
import type { PublicApiError } from '../../public-pages/lib/public-api.ts';

/* A waitlist offer's claim page: the offer as last read, a claim under way, and why one failed. */

export interface OfferFlowState {
  offer: WaitlistOffer;
  claiming: boolean;
  /** The server's words for a claim that failed for another reason than the time being gone. */
  failure: string | null;
}

export type OfferFlowAction =
  { type: 'claiming' } | { type: 'claimed'; offer: WaitlistOffer } | { type: 'refused'; error: PublicApiError };

export const offerStart = (offer: WaitlistOffer): OfferFlowState => ({ offer, claiming: false, failure: null });

/**
 * A claim's answer: the claimed offer; or, when someone else got the time first or the link ran out
 * (409), the offer in that state, so the page says so kindly; any other failure is shown as it came.
 */
export function offerFlow(state: OfferFlowState, action: OfferFlowAction): OfferFlowState {
  switch (action.type) {
    case 'claiming':
      return { ...state, claiming: true, failure: null };
    case 'claimed':
      return { offer: action.offer, claiming: false, failure: null };
    case 'refused': {
      const gone =
        action.error.code === 'WAITLIST_OFFER_TAKEN'
          ? 'taken'
          : action.error.code === 'WAITLIST_OFFER_EXPIRED'
            ? 'expired'
            : null;
      return gone
        ? { offer: { ...state.offer, state: gone }, claiming: false, failure: null }
        : { ...state, claiming: false, failure: action.error.message };
    }
  }
}
