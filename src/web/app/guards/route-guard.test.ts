import { describe, expect, it } from 'vitest';
import type { MeResponse, SessionResponse } from '../../../contracts/session.ts';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';
import { decideRouteAccess } from './route-guard.ts';

function me(role: 'admin' | 'professional', closedAt: string | null = null): MeResponse {
  return {
    user: { id: 'u1', email: 'ana@example.com', name: 'ana' },
    profile: { id: 'u1', role, businessId: 'b1', fullName: 'Ana Souza' },
    business: {
      id: 'b1',
      name: 'Salão da Ana',
      timeZone: 'America/Sao_Paulo',
      currency: 'BRL',
      country: 'BR',
      closedAt,
      erasesAt: closedAt && '2025-04-16T12:00:00.000Z',
    },
    isSuperAdmin: false,
  };
}

function subscription(
  flags: Partial<Pick<SubscriptionResponse, 'trial_expired' | 'subscription_expired'>> = {},
): SubscriptionResponse {
  return {
    plan: 'business',
    status: 'trialing',
    providerStatus: null,
    trialEndsAt: '2025-03-17T12:00:00.000Z',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    nextChargeAt: null,
    scheduledPlan: null,
    graceEndsAt: null,
    billingCurrency: null,
    usersUsed: 1,
    userLimit: 10,
    trial_expired: false,
    subscription_expired: false,
    ...flags,
  };
}

const pending = { status: 'pending' } as const;
const error = { status: 'error' } as const;
const ok = <T>(data: T) => ({ status: 'success', data }) as const;
const signedIn = (me: MeResponse, isSuperAdmin = false) => ok<SessionResponse>({ user: me.user, me, isSuperAdmin });
const superAdminWithoutBusiness = ok<SessionResponse>({
  user: { id: 'u9', email: 'equipe@agendo.example', name: 'Equipe' },
  me: null,
  isSuperAdmin: true,
});

describe('decideRouteAccess (the order of docs/accounts.md)', () => {
  it('waits while the session is loading', () => {
    expect(decideRouteAccess(pending, pending)).toEqual({ kind: 'loading' });
  });

  it('sends a visitor without session or profile to /auth', () => {
    expect(decideRouteAccess(ok(null), pending)).toEqual({ kind: 'redirect', to: '/auth' });
  });

  it('sends a super admin without a business to their panel', () => {
    expect(decideRouteAccess(superAdminWithoutBusiness, pending)).toEqual({ kind: 'superAdminPanel' });
    // Someone signed in without a business who is no super admin has nothing here: /auth.
    expect(
      decideRouteAccess(
        ok<SessionResponse>({ user: { id: 'u8', email: 'x@example.com', name: 'x' }, me: null, isSuperAdmin: false }),
        pending,
      ),
    ).toEqual({ kind: 'redirect', to: '/auth' });
    // One who also has a business works in it like anyone else.
    expect(decideRouteAccess(signedIn(me('admin'), true), ok(subscription())).kind).toBe('allowed');
  });

  it('waits for the subscription once signed in', () => {
    expect(decideRouteAccess(signedIn(me('admin')), pending)).toEqual({ kind: 'loading' });
  });

  it('sends an expired trial to /trial-expired before anything else', () => {
    const expiredBoth = subscription({ trial_expired: true, subscription_expired: true });
    expect(decideRouteAccess(signedIn(me('professional')), ok(expiredBoth))).toEqual({
      kind: 'redirect',
      to: '/trial-expired',
    });
  });

  it('sends an expired subscription to /subscription-expired', () => {
    expect(decideRouteAccess(signedIn(me('admin')), ok(subscription({ subscription_expired: true })))).toEqual({
      kind: 'redirect',
      to: '/subscription-expired',
    });
  });

  it('sends everyone of a closed business to the closed page, on every route, before the subscription', () => {
    const closed = '2025-03-17T12:00:00.000Z';
    for (const role of ['admin', 'professional'] as const) {
      expect(decideRouteAccess(signedIn(me(role, closed)), ok(subscription()))).toEqual({
        kind: 'redirect',
        to: '/empresa-encerrada',
      });
    }
    // It does not wait for the subscription, and an ended trial does not hide it.
    expect(decideRouteAccess(signedIn(me('admin', closed)), pending)).toEqual({
      kind: 'redirect',
      to: '/empresa-encerrada',
    });
    expect(decideRouteAccess(signedIn(me('admin', closed)), error)).toEqual({
      kind: 'redirect',
      to: '/empresa-encerrada',
    });
    expect(decideRouteAccess(signedIn(me('admin', closed)), ok(subscription({ trial_expired: true })))).toEqual({
      kind: 'redirect',
      to: '/empresa-encerrada',
    });
    // Reopened: back to the usual order.
    expect(decideRouteAccess(signedIn(me('admin')), ok(subscription())).kind).toBe('allowed');
  });

  it('reports failures to load instead of guessing', () => {
    expect(decideRouteAccess(error, pending)).toEqual({ kind: 'error' });
    expect(decideRouteAccess(signedIn(me('admin')), error)).toEqual({ kind: 'error' });
  });
});
