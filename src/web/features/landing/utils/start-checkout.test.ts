import { describe, expect, it } from 'vitest';
import type { ListBillingPlansResponse } from '../../../../contracts/billing.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { checkoutFailureOf, checkoutPriceId, chosenPlanFrom, plansPathWithChosen } from './start-checkout.ts';

const plans: ListBillingPlansResponse = {
  mode: 'test',
  plans: [
    { key: 'basico', priceIds: { BRL: 'price_basico_brl', USD: 'price_basico_usd' } },
    { key: 'pro', priceIds: { BRL: 'price_pro_brl', USD: 'price_pro_usd' } },
  ],
};

describe('checkoutPriceId', () => {
  it('takes the price in the currency of the interface language', () => {
    expect(checkoutPriceId(plans, 'pro', 'pt-BR')).toBe('price_pro_brl');
    expect(checkoutPriceId(plans, 'pro', 'en-US')).toBe('price_pro_usd');
    expect(checkoutPriceId(plans, 'basico', 'en-US')).toBe('price_basico_usd');
  });

  it('is null for a plan the server did not list', () => {
    expect(checkoutPriceId(plans, 'premium', 'pt-BR')).toBeNull();
  });
});

describe('checkoutFailureOf', () => {
  const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });

  it('reads what the person has to do from the answer', () => {
    expect(checkoutFailureOf(apiError(401, 'UNAUTHENTICATED'))).toBe('signIn');
    expect(checkoutFailureOf(apiError(403, 'FORBIDDEN'))).toBe('ownerOnly');
    expect(checkoutFailureOf(apiError(409, 'ALREADY_SUBSCRIBED'))).toBe('alreadySubscribed');
  });

  it('asks to try again for anything else', () => {
    expect(checkoutFailureOf(apiError(400, 'UNKNOWN_PRICE'))).toBe('failed');
    expect(checkoutFailureOf(apiError(0, 'NETWORK_ERROR'))).toBe('failed');
    expect(checkoutFailureOf(new Error('boom'))).toBe('failed');
  });
});

describe('the chosen plan in the address', () => {
  it('round-trips through the plans path', () => {
    expect(plansPathWithChosen('pro')).toBe('/escolha-plano?plano=pro');
    expect(chosenPlanFrom('?plano=pro')).toBe('pro');
    expect(chosenPlanFrom('?utm=x&plano=premium')).toBe('premium');
  });

  it('ignores what is not a plan', () => {
    expect(chosenPlanFrom('')).toBeNull();
    expect(chosenPlanFrom('?plano=gold')).toBeNull();
    expect(chosenPlanFrom('?plano=')).toBeNull();
  });
});
