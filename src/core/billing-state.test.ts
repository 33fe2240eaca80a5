import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSnapshots, newerSnapshot, snapshotToKeep, type ProviderSnapshot } from './billing-state.ts';
import { PLAN_KEYS } from './plans.ts';

const at = (iso: string) => new Date(iso);
const snapshot = (overrides: Partial<ProviderSnapshot> = {}): ProviderSnapshot => ({
  subscriptionId: 'sub_1',
  plan: 'pro',
  status: 'active',
  currentPeriodEnd: at('2026-12-22T00:00:00Z'),
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  currency: 'BRL',
  asOf: at('2026-11-22T10:00:00Z'),
  ...overrides,
});

const snapshots = fc.record({
  subscriptionId: fc.constantFrom('sub_1', 'sub_2'),
  plan: fc.constantFrom(...PLAN_KEYS),
  status: fc.constantFrom('trialing' as const, 'active' as const, 'past_due' as const, 'canceled' as const),
  // Few distinct instants, so that ties are common.
  currentPeriodEnd: fc.integer({ min: 0, max: 3 }).map((month) => new Date(Date.UTC(2026, 11 + month, 1))),
  cancelAtPeriodEnd: fc.boolean(),
  scheduledPlan: fc.constantFrom(null, 'basico' as const),
  currency: fc.constantFrom('BRL' as const, 'USD' as const),
  asOf: fc.integer({ min: 0, max: 5 }).map((second) => new Date(Date.UTC(2026, 10, 22, 10, 0, second))),
});
/** Some events, and their delivery: each at least once, some again, in any order. */
const deliveries = fc
  .array(snapshots, { minLength: 1, maxLength: 8 })
  .chain((events) => fc.tuple(fc.constant(events), fc.array(fc.constantFrom(...events), { maxLength: 8 })))
  .chain(([events, again]) => {
    const all = [...events, ...again];
    return fc.tuple(fc.constant(events), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }));
  });
const fold = (events: readonly ProviderSnapshot[]) =>
  events.reduce<ProviderSnapshot | null>((stored, event) => newerSnapshot(stored, event), null);

describe('newerSnapshot', () => {
  it('keeps the later state: a late payment failure does not undo a cancellation', () => {
    const cancelled = snapshot({ status: 'canceled', asOf: at('2026-11-22T10:05:00Z') });
    const failedBefore = snapshot({ status: 'past_due', asOf: at('2026-11-22T10:01:00Z') });
    expect(newerSnapshot(cancelled, failedBefore)).toBe(cancelled);
    expect(newerSnapshot(failedBefore, cancelled)).toBe(cancelled);
  });

  it('within one instant, lets the state that can only come after win', () => {
    const same = at('2026-11-22T10:00:00Z');
    expect(
      newerSnapshot(snapshot({ status: 'canceled', asOf: same }), snapshot({ status: 'active', asOf: same })).status,
    ).toBe('canceled');
    expect(
      newerSnapshot(snapshot({ status: 'trialing', asOf: same }), snapshot({ status: 'active', asOf: same })).status,
    ).toBe('active');
  });

  it('ends in the same state whatever the order of the deliveries and however often each arrives', () => {
    fc.assert(
      fc.property(deliveries, ([events, delivered]) => {
        expect(fold(delivered)).toEqual(fold(events));
        // …and that state is the latest of them all.
        for (const event of events) expect(compareSnapshots(fold(events)!, event)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('orders snapshots totally: equal only when they are the same state', () => {
    fc.assert(
      fc.property(snapshots, snapshots, (a, b) => {
        // (Added, not negated: Math.sign(0) is 0 and -0 is another value to toBe.)
        expect(Math.sign(compareSnapshots(a, b)) + Math.sign(compareSnapshots(b, a))).toBe(0);
        if (compareSnapshots(a, b) === 0) expect(a).toEqual(b);
      }),
    );
  });
});

describe('snapshotToKeep', () => {
  it('keeps the live subscription over an older one’s cancellation, whichever arrives first', () => {
    const renewed = snapshot({ subscriptionId: 'sub_2', asOf: at('2026-11-22T10:00:00Z') });
    const oldCancelled = snapshot({ subscriptionId: 'sub_1', status: 'canceled', asOf: at('2026-11-22T11:00:00Z') });
    expect(snapshotToKeep(renewed, oldCancelled)).toBe(renewed);
    expect(snapshotToKeep(oldCancelled, renewed)).toBe(renewed);
  });

  it('follows one subscription to its latest state, cancellation included', () => {
    const active = snapshot({ asOf: at('2026-11-22T10:00:00Z') });
    const cancelled = snapshot({ status: 'canceled', asOf: at('2026-11-22T11:00:00Z') });
    expect(snapshotToKeep(active, cancelled)).toBe(cancelled);
    expect(snapshotToKeep(cancelled, active)).toBe(cancelled);
    expect(snapshotToKeep(null, active)).toBe(active);
  });
});
