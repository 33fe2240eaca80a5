import { describe, expect, it } from 'vitest';
import type { WaitlistOffer } from '../../../contracts/waitlist.ts';
import { NETWORK_ERROR, PublicApiError } from '../../public-pages/lib/public-api.ts';
import { offerFlow, offerStart } from './offer-flow.ts';

const offer: WaitlistOffer = {
  state: 'open',
  startsAt: '2030-01-07T13:00:00.000Z',
  endsAt: '2030-01-07T13:30:00.000Z',
  expiresAt: '2030-01-06T15:00:00.000Z',
  priceCents: 5000,
  clientName: 'Ana',
  steps: [
    {
      serviceName: 'Corte',
      professionalName: 'Paula',
      startsAt: '2030-01-07T13:00:00.000Z',
      endsAt: '2030-01-07T13:30:00.000Z',
    },
  ],
  business: {
    id: 'b',
    name: 'Salão',
    address: null,
    phone: null,
    timeZone: 'America/Sao_Paulo',
    currency: 'BRL',
  },
  manageToken: null,
  depositPending: false,
};

describe('offerFlow', () => {
  it('claims: under way, then the claimed offer with its manage link', () => {
    const claiming = offerFlow(offerStart(offer), { type: 'claiming' });
    expect(claiming.claiming).toBe(true);
    const claimed = offerFlow(claiming, { type: 'claimed', offer: { ...offer, state: 'claimed', manageToken: 'tok' } });
    expect(claimed).toEqual({
      offer: { ...offer, state: 'claimed', manageToken: 'tok' },
      claiming: false,
      failure: null,
    });
  });

  it('reads a 409 as the time gone or the link expired, not as an error', () => {
    const claiming = offerFlow(offerStart(offer), { type: 'claiming' });
    const taken = offerFlow(claiming, {
      type: 'refused',
      error: new PublicApiError(409, 'WAITLIST_OFFER_TAKEN', 'Já foi reservado'),
    });
    expect(taken).toEqual({ offer: { ...offer, state: 'taken' }, claiming: false, failure: null });
    const expired = offerFlow(claiming, {
      type: 'refused',
      error: new PublicApiError(409, 'WAITLIST_OFFER_EXPIRED', 'Expirou'),
    });
    expect(expired.offer.state).toBe('expired');
  });

  it('keeps the offer open after any other failure, with its words, and clears them on the next try', () => {
    const failed = offerFlow(offerFlow(offerStart(offer), { type: 'claiming' }), {
      type: 'refused',
      error: new PublicApiError(0, NETWORK_ERROR, 'Sem conexão'),
    });
    expect(failed).toEqual({ offer, claiming: false, failure: 'Sem conexão' });
    expect(offerFlow(failed, { type: 'claiming' }).failure).toBeNull();
  });
});
