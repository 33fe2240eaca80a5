import { describe, expect, it } from 'vitest';
import { paidSubscription } from '../test/subscription-fixture.ts';
import backOfficeEnUS from '../i18n/back-office.en-US.json';
import backOfficePtBR from '../i18n/back-office.pt-BR.json';
import enUS from '../i18n/en-US.json';
import ptBR from '../i18n/pt-BR.json';
import { pastDueNoticeCopy, subscriptionBannerCopy, subscriptionState, type Copy } from './subscription-banner.tsx';

const NOW = new Date('2026-05-10T12:00:00.000Z');

const subscription = paidSubscription;

const day = (iso: string) => iso.slice(0, 10);

/** The text of a key in a language's bundles, or undefined; plural keys are found by their `_other` form. */
function textOf(bundles: object[], key: string): unknown {
  const find = (bundle: object, path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  return bundles.map((bundle) => find(bundle, key) ?? find(bundle, `${key}_other`)).find((text) => text !== undefined);
}

describe('subscriptionState', () => {
  it('counts the trial days left', () => {
    const trial = subscription({
      status: 'trialing',
      providerStatus: null,
      trialEndsAt: '2026-05-13T12:00:00.000Z',
      nextChargeAt: null,
    });
    expect(subscriptionState(trial, NOW)).toEqual({
      kind: 'trialing',
      daysLeft: 3,
      endsAt: '2026-05-13T12:00:00.000Z',
    });
  });

  it('tells an active subscription from one cancelling at the period end', () => {
    expect(subscriptionState(subscription(), NOW)).toEqual({ kind: 'active', renewsAt: '2026-06-01T12:00:00.000Z' });
    expect(subscriptionState(subscription({ cancelAtPeriodEnd: true, nextChargeAt: null }), NOW)).toEqual({
      kind: 'cancelling',
      endsAt: '2026-06-01T12:00:00.000Z',
    });
  });

  it('gives the end of the grace of a failed payment, cancelling or not', () => {
    const pastDue = subscription({
      status: 'past_due',
      providerStatus: 'past_due',
      graceEndsAt: '2026-05-17T12:00:00.000Z',
    });
    expect(subscriptionState(pastDue, NOW)).toEqual({ kind: 'pastDue', graceEndsAt: '2026-05-17T12:00:00.000Z' });
    expect(subscriptionState({ ...pastDue, cancelAtPeriodEnd: true }, NOW).kind).toBe('pastDue');
  });

  it('names the closed states', () => {
    expect(subscriptionState(subscription({ status: 'trial_expired' }), NOW).kind).toBe('trialExpired');
    expect(subscriptionState(subscription({ status: 'expired' }), NOW).kind).toBe('expired');
    expect(subscriptionState(subscription({ status: 'none' }), NOW).kind).toBe('none');
  });
});

describe('the banner texts', () => {
  const states = [
    subscription({ status: 'trialing', providerStatus: null, trialEndsAt: '2026-05-13T12:00:00.000Z' }),
    subscription({ status: 'trialing', providerStatus: null, trialEndsAt: '2026-05-10T11:00:00.000Z' }),
    subscription(),
    subscription({ nextChargeAt: null, currentPeriodEnd: null }),
    subscription({ cancelAtPeriodEnd: true }),
    subscription({ status: 'past_due', graceEndsAt: '2026-05-17T12:00:00.000Z' }),
    subscription({ status: 'past_due', graceEndsAt: null }),
    subscription({ status: 'none' }),
  ].map((s) => subscriptionState(s, NOW));

  it('say the plan and the date that matters', () => {
    expect(subscriptionBannerCopy(states[0]!, 'Business', day)).toEqual({
      title: { key: 'subscription.banner.trialTitle', values: { plan: 'Business' } },
      detail: { key: 'subscription.banner.trialDaysLeft', values: { count: 3, date: '2026-05-13' } },
    });
    expect(subscriptionBannerCopy(states[1]!, 'Business', day).detail).toEqual({
      key: 'subscription.banner.trialEndsToday',
    });
    expect(subscriptionBannerCopy(states[2]!, 'Pro', day).detail).toEqual({
      key: 'subscription.banner.renewsOn',
      values: { date: '2026-06-01' },
    });
    expect(subscriptionBannerCopy(states[4]!, 'Pro', day)).toEqual({
      title: { key: 'subscription.banner.cancellingTitle', values: { plan: 'Pro' } },
      detail: { key: 'subscription.banner.cancellingUntil', values: { date: '2026-06-01' } },
    });
    expect(subscriptionBannerCopy(states[5]!, 'Pro', day)).toEqual({
      title: { key: 'subscription.banner.pastDueTitle', values: { plan: 'Pro' } },
      detail: { key: 'subscription.banner.pastDueUntil', values: { date: '2026-05-17' } },
    });
  });

  it('exist in both languages', () => {
    const copies: Copy[] = states.flatMap((state) => {
      const { title, detail } = subscriptionBannerCopy(state, 'Pro', day);
      return [title, detail];
    });
    for (const role of ['admin', 'professional'] as const) {
      copies.push(pastDueNoticeCopy('2026-05-17T12:00:00.000Z', role, day), pastDueNoticeCopy(null, role, day));
    }
    for (const { key } of copies) {
      expect(typeof textOf([ptBR, backOfficePtBR], key), key).toBe('string');
      expect(typeof textOf([enUS, backOfficeEnUS], key), key).toBe('string');
    }
  });
});

describe('pastDueNoticeCopy', () => {
  it('asks the owner to update the card by the end of the grace', () => {
    expect(pastDueNoticeCopy('2026-05-17T12:00:00.000Z', 'admin', day)).toEqual({
      key: 'subscription.pastDue.ownerUntil',
      values: { date: '2026-05-17' },
    });
  });

  it('only tells a professional, who cannot pay', () => {
    expect(pastDueNoticeCopy('2026-05-17T12:00:00.000Z', 'professional', day)).toEqual({
      key: 'subscription.pastDue.professionalUntil',
      values: { date: '2026-05-17' },
    });
    expect(pastDueNoticeCopy(null, 'professional', day)).toEqual({ key: 'subscription.pastDue.professional' });
  });
});
