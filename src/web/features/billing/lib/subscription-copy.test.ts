import { describe, expect, it } from 'vitest';
import { paidSubscription } from '../../../test/subscription-fixture.ts';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import { subscriptionState } from '../../../components/subscription-banner.tsx';
import ptBR from '../i18n/pt-BR.json';
import { billingCurrencyOf, hasProviderSubscription, planChange, statusCopy } from './subscription-copy.ts';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const day = (iso: string) => iso.slice(0, 10);

const subscription = (overrides: Partial<SubscriptionResponse> = {}) =>
  paidSubscription({ usersUsed: 3, ...overrides });

describe('statusCopy', () => {
  const copyOf = (s: SubscriptionResponse) => statusCopy(subscriptionState(s, NOW), day);

  it('words each state with its date', () => {
    expect(
      copyOf(subscription({ status: 'trialing', providerStatus: null, trialEndsAt: '2026-05-12T12:00:00.000Z' })),
    ).toEqual({
      key: 'billing.status.trialing',
      values: { count: 2, date: '2026-05-12' },
    });
    expect(copyOf(subscription())).toEqual({ key: 'billing.status.activeRenews', values: { date: '2026-06-01' } });
    expect(copyOf(subscription({ cancelAtPeriodEnd: true }))).toEqual({
      key: 'billing.status.cancellingUntil',
      values: { date: '2026-06-01' },
    });
    expect(copyOf(subscription({ status: 'past_due', graceEndsAt: '2026-05-17T00:00:00.000Z' }))).toEqual({
      key: 'billing.status.pastDueUntil',
      values: { date: '2026-05-17' },
    });
    expect(copyOf(subscription({ status: 'expired' }))).toEqual({ key: 'billing.status.expired' });
  });

  it('only names texts that exist', () => {
    const statuses = ptBR.billing.status as Record<string, unknown>;
    const samples = [
      subscription({ status: 'trialing', providerStatus: null, trialEndsAt: '2026-05-10T11:00:00.000Z' }),
      subscription({ nextChargeAt: null, currentPeriodEnd: null }),
      subscription({ cancelAtPeriodEnd: true, currentPeriodEnd: null }),
      subscription({ status: 'past_due' }),
      subscription({ status: 'trial_expired' }),
      subscription({ status: 'none' }),
    ];
    for (const sample of samples) {
      const name = copyOf(sample).key.replace('billing.status.', '');
      expect(statuses[name] ?? statuses[`${name}_other`], name).toBeTypeOf('string');
    }
  });
});

describe('planChange', () => {
  it('marks the current plan', () => {
    expect(planChange(subscription(), 'pro')).toEqual({ kind: 'current' });
  });

  it('moves up now', () => {
    expect(planChange(subscription(), 'business')).toEqual({ kind: 'upgrade' });
    expect(planChange(subscription(), 'premium')).toEqual({ kind: 'upgrade' });
  });

  it('moves down at the end of the paid period, warning when more users have access than the plan allows', () => {
    expect(planChange(subscription({ usersUsed: 2 }), 'basico')).toEqual({
      kind: 'downgrade',
      startsAt: '2026-06-01T12:00:00.000Z',
      tooManyUsers: false,
    });
    expect(planChange(subscription({ usersUsed: 3 }), 'basico')).toEqual({
      kind: 'downgrade',
      startsAt: '2026-06-01T12:00:00.000Z',
      tooManyUsers: true,
    });
  });
});

describe('billingCurrencyOf', () => {
  it('is the currency the business pays in, whatever the interface language', () => {
    expect(billingCurrencyOf(subscription({ billingCurrency: 'USD' }), 'pt-BR')).toBe('USD');
    expect(billingCurrencyOf(subscription({ billingCurrency: 'BRL' }), 'en-US')).toBe('BRL');
  });

  it('follows the interface language before the first payment', () => {
    expect(billingCurrencyOf(subscription({ billingCurrency: null }), 'en-US')).toBe('USD');
    expect(billingCurrencyOf(subscription({ billingCurrency: null }), 'pt-BR')).toBe('BRL');
  });
});

describe('hasProviderSubscription', () => {
  it('holds from the first checkout until the provider cancels for good', () => {
    expect(hasProviderSubscription(subscription({ providerStatus: null }))).toBe(false);
    expect(hasProviderSubscription(subscription({ providerStatus: 'active' }))).toBe(true);
    expect(hasProviderSubscription(subscription({ providerStatus: 'past_due' }))).toBe(true);
    expect(hasProviderSubscription(subscription({ providerStatus: 'canceled' }))).toBe(false);
  });
});
