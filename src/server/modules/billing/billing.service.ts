// Over 300 lines: every billing operation goes through the provider and the repository here, so their rules (one live subscription, users that fit) stay in one place.
import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import type { FastifyBaseLogger } from 'fastify';
import type { ListBillingPlansResponse, ListInvoicesResponse, TestCheckout } from '../../../contracts/billing.ts';
import { getPlan, isDowngrade, PLAN_KEYS, planForPrice, type PlanKey } from '../../../core/plans.ts';
import { computeSubscriptionState, PAST_DUE_GRACE_DAYS } from '../../../core/subscription.ts';
import { accessesToRevoke } from '../../../core/user-limit.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { OutgoingMessage } from '../mail/outbox.repository.ts';
import { paymentFailedMail, paymentReceivedMail, trialEndedMail, trialEndingMail } from './billing-mails.ts';
import { BadSignatureError, type BillingProvider, type Subscriber } from './billing-provider.ts';
import type { BillingContext, BillingRepository } from './billing.repository.ts';
import {
  invoiceOf,
  isHandledEvent,
  ownerHintsOf,
  type InvoiceObject,
  type InvoiceRecord,
  type ProviderEvent,
} from './provider-objects.ts';
import type { TestCheckoutProvider } from './test-provider.ts';

/** The trial's e-mails: two days before it ends, and when it has ended (if within a week). */
const TRIAL_ENDING_NOTICE_DAYS = 2;
const TRIAL_ENDED_NOTICE_DAYS = 7;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BillingDeps {
  repository: BillingRepository;
  provider: BillingProvider;
  /** Present without provider keys: the built-in test checkout. */
  testCheckout: TestCheckoutProvider | null;
  baseUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Subscriptions (docs/billing.md): checkout, the provider's webhook, plan changes, cancellation,
 * invoices, the trial's e-mails and reconciliation. The provider's word decides the state; the
 * repository keeps the latest of it under the business's lock.
 */
export function createBillingService(deps: BillingDeps) {
  const { repository, provider } = deps;

  async function billingOf(businessId: string) {
    const billing = await repository.findBilling(businessId);
    if (!billing) throw notFound();
    return billing;
  }

  /** The business's live subscription at the provider, or a refusal saying there is none. */
  async function subscriberOf(businessId: string): Promise<Subscriber> {
    const billing = await billingOf(businessId);
    if (!billing.snapshot || billing.snapshot.status === 'canceled') throw new AppError('NO_ACTIVE_SUBSCRIPTION', 409);
    return { businessId, customerId: billing.customerId, subscription: billing.snapshot };
  }

  /** Refuses a plan that allows fewer users than the business has, naming how many to revoke. */
  async function requireUsersFit(businessId: string, plan: PlanKey, locale: Locale): Promise<void> {
    const used = await repository.countUsers(businessId);
    const count = accessesToRevoke(used, plan);
    if (count > 0) {
      const target = getPlan(plan);
      throw new AppError('PLAN_BELOW_USERS_IN_USE', 409, {
        params: { plan: target.name[locale], limit: target.userLimit, used, count },
      });
    }
  }

  async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.log.error({ err: error }, 'payment provider call failed');
      throw new AppError('BILLING_UNAVAILABLE', 502);
    }
  }

  async function keep(businessId: string, snapshot: Awaited<ReturnType<BillingProvider['changePlan']>>) {
    if (snapshot) await repository.applySnapshot(businessId, snapshot, deps.now());
  }

  function messagesFor(event: ProviderEvent, invoice: InvoiceRecord | null) {
    return (context: BillingContext): OutgoingMessage[] => {
      if (!context.owner) return [];
      const to = {
        locale: context.locale,
        timeZone: context.timeZone,
        ownerName: context.owner.name,
        businessName: context.businessName,
        baseUrl: deps.baseUrl,
      };
      const message = (
        kind: string,
        dedupeKey: string,
        mail: { subject: string; text: string; html: string },
      ): OutgoingMessage => ({
        kind,
        to: context.owner!.email,
        businessId: context.businessId,
        dedupeKey,
        ...mail,
      });
      if (event.type === 'invoice.paid' && invoice && invoice.status === 'paid' && invoice.amountCents > 0) {
        const paidUntil = context.after.currentPeriodEnd;
        const plan = invoice.plan ?? context.after.plan;
        return [
          message(
            'billing_payment_received',
            `billing:paid:${invoice.id}`,
            paymentReceivedMail(to, { amountCents: invoice.amountCents, currency: invoice.currency, plan, paidUntil }),
          ),
        ];
      }
      // A failure that a later state already replaced (the invoice paid, the subscription cancelled) asks for nothing.
      const live = context.after.subscriptionStatus === 'active' || context.after.subscriptionStatus === 'past_due';
      if (event.type === 'invoice.payment_failed' && invoice && live && context.invoiceStatus === 'open') {
        const graceEndsAt =
          computeSubscriptionState(context.after, deps.now()).graceEndsAt ?? addDays(deps.now(), PAST_DUE_GRACE_DAYS);
        return [
          message(
            'billing_payment_failed',
            `billing:failed:${invoice.id}`,
            paymentFailedMail(to, { amountCents: invoice.amountCents, currency: invoice.currency, graceEndsAt }),
          ),
        ];
      }
      if (
        event.type === 'customer.subscription.trial_will_end' &&
        context.after.subscriptionStatus === 'trialing' &&
        context.after.trialEndsAt
      ) {
        return [
          message(
            'billing_trial_ending',
            `billing:trial-ending:${context.businessId}`,
            trialEndingMail(to, context.after.trialEndsAt),
          ),
        ];
      }
      return [];
    };
  }

  async function businessOf(event: ProviderEvent): Promise<string | null> {
    const hints = ownerHintsOf(event);
    if (hints.businessId && UUID.test(hints.businessId) && (await repository.businessExists(hints.businessId)))
      return hints.businessId;
    return hints.customerId ? repository.findBusinessIdByCustomer(hints.customerId) : null;
  }

  async function receiveWebhook(
    payload: string | Buffer,
    signature: string,
  ): Promise<'applied' | 'duplicate' | 'ignored'> {
    let event: ProviderEvent;
    try {
      event = await provider.verify(payload, signature);
    } catch (error) {
      if (error instanceof BadSignatureError) throw new AppError('BAD_SIGNATURE', 400);
      throw error;
    }
    if (!isHandledEvent(event.type)) return 'ignored';
    const businessId = await businessOf(event);
    if (!businessId) {
      deps.log.warn({ eventId: event.id, type: event.type }, 'billing event for no known business');
      return 'ignored';
    }
    const snapshot = await viaProvider(() => provider.snapshotFor(event));
    const catalog = await provider.catalog();
    const object = event.data.object as Record<string, unknown>;
    const invoice = event.type.startsWith('invoice.') ? invoiceOf(object as unknown as InvoiceObject, catalog) : null;
    const completed = event.type === 'checkout.session.completed';
    const metadata = object.metadata as Record<string, string> | null | undefined;
    const checkoutId = metadata?.checkout_id;
    const result = await repository.applyEvent(
      {
        eventId: event.id,
        type: event.type,
        businessId,
        snapshot,
        invoice,
        customerId: ownerHintsOf(event).customerId,
        checkout: completed
          ? { id: checkoutId && UUID.test(checkoutId) ? checkoutId : null, providerSessionId: String(object.id) }
          : null,
      },
      messagesFor(event, invoice),
      deps.now(),
    );
    // Two checkouts paid in a race would make a second subscription: the one kept stays, the other ends.
    if (result === 'applied' && completed && snapshot && snapshot.status !== 'canceled') {
      const kept = (await repository.findBilling(businessId))?.snapshot;
      if (kept && kept.subscriptionId !== snapshot.subscriptionId) {
        deps.log.warn(
          { businessId, kept: kept.subscriptionId, duplicate: snapshot.subscriptionId },
          'second subscription from a raced checkout: cancelling it',
        );
        await viaProvider(() => provider.cancelDuplicate(snapshot.subscriptionId));
      }
    }
    return result;
  }

  function requireTestMode(): TestCheckoutProvider {
    if (!deps.testCheckout) throw notFound();
    return deps.testCheckout;
  }

  async function testCheckoutOf(businessId: string, checkoutId: string): Promise<TestCheckout> {
    const checkout = await repository.findCheckout(businessId, checkoutId);
    if (!checkout) throw notFound();
    return {
      id: checkout.id,
      plan: checkout.plan,
      currency: checkout.currency,
      amountCents: checkout.amountCents,
      status: checkout.status,
      businessName: checkout.businessName,
    };
  }

  return {
    mode: provider.mode,
    receiveWebhook,

    async listPlans(): Promise<ListBillingPlansResponse> {
      const catalog = await viaProvider(() => provider.catalog());
      return { mode: provider.mode, plans: PLAN_KEYS.map((key) => ({ key, priceIds: catalog[key].priceIds })) };
    },

    async createCheckout(businessId: string, priceId: string, locale: Locale): Promise<{ url: string }> {
      const price = planForPrice(await viaProvider(() => provider.catalog()), priceId);
      if (!price) throw new AppError('UNKNOWN_PRICE', 400, { fields: { price_id: 'validation.notFound' } });
      const billing = await billingOf(businessId);
      if (billing.snapshot && billing.snapshot.status !== 'canceled') throw new AppError('ALREADY_SUBSCRIBED', 409);
      await requireUsersFit(businessId, price.plan, locale);
      const checkoutId = randomUUID();
      const checkout = {
        id: checkoutId,
        businessId,
        plan: price.plan,
        currency: price.currency,
        amountCents: getPlan(price.plan).priceCents[price.currency],
      };
      const expireSessions = await repository.openCheckout(checkout, deps.now());
      const owner = await repository.ownerOf(businessId);
      const started = await viaProvider(() =>
        provider.startCheckout({
          checkoutId,
          businessId,
          businessName: billing.name,
          ownerEmail: owner?.email ?? null,
          plan: price.plan,
          currency: price.currency,
          priceId,
          locale,
          expireSessions,
        }),
      );
      if (started.providerSessionId)
        await repository.setCheckoutSession(checkoutId, started.providerSessionId, deps.now());
      return { url: started.url };
    },

    async createPortalSession(businessId: string): Promise<{ url: string }> {
      const customerId = await repository.findCustomer(businessId);
      if (!customerId) throw new AppError('NO_BILLING_ACCOUNT', 409);
      return { url: await viaProvider(() => provider.portalUrl({ businessId, customerId })) };
    },

    /** An upgrade now; a downgrade at the end of the paid period; the current plan cancels a waiting downgrade. */
    async changePlan(businessId: string, plan: PlanKey, locale: Locale): Promise<void> {
      const subscriber = await subscriberOf(businessId);
      const current = subscriber.subscription;
      if (plan === current.plan && current.scheduledPlan === null) throw new AppError('SAME_PLAN', 409);
      await requireUsersFit(businessId, plan, locale);
      const when = plan === current.plan || isDowngrade(current.plan, plan) ? 'period_end' : 'now';
      await keep(businessId, await viaProvider(() => provider.changePlan(subscriber, plan, when)));
    },

    async setCancelAtPeriodEnd(businessId: string, cancel: boolean): Promise<void> {
      const subscriber = await subscriberOf(businessId);
      if (subscriber.subscription.cancelAtPeriodEnd === cancel) return;
      await keep(businessId, await viaProvider(() => provider.setCancelAtPeriodEnd(subscriber, cancel)));
    },

    async listInvoices(businessId: string): Promise<ListInvoicesResponse> {
      const rows = await repository.listInvoices(businessId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          createdAt: r.created_at.toISOString(),
          amountCents: r.amount_cents,
          currency: r.currency,
          status: r.status,
          plan: r.plan,
          receiptUrl: r.receipt_url,
        })),
      };
    },

    getTestCheckout(businessId: string, checkoutId: string): Promise<TestCheckout> {
      requireTestMode();
      return testCheckoutOf(businessId, checkoutId);
    },

    async payTestCheckout(businessId: string, checkoutId: string): Promise<TestCheckout> {
      const test = requireTestMode();
      const checkout = await testCheckoutOf(businessId, checkoutId);
      if (checkout.status !== 'open') return checkout;
      const billing = await billingOf(businessId);
      if (billing.snapshot && billing.snapshot.status !== 'canceled') throw new AppError('ALREADY_SUBSCRIBED', 409);
      const customerId = billing.customerId ?? (await repository.keepCustomer(businessId, `cus_test_${businessId}`));
      await test.pay(
        { id: checkoutId, businessId, customerId, plan: checkout.plan, currency: checkout.currency },
        billing.snapshot?.asOf ?? null,
      );
      return testCheckoutOf(businessId, checkoutId);
    },

    async declineTestCheckout(businessId: string, checkoutId: string): Promise<TestCheckout> {
      requireTestMode();
      await testCheckoutOf(businessId, checkoutId);
      await repository.declineCheckout(businessId, checkoutId, deps.now());
      return testCheckoutOf(businessId, checkoutId);
    },

    async useTestCardPortal(businessId: string, action: 'update_card' | 'fail_payment'): Promise<void> {
      const test = requireTestMode();
      const subscriber = await subscriberOf(businessId);
      const open = (await repository.listInvoices(businessId)).find((invoice) => invoice.status === 'open');
      await test.portalAction(subscriber, action, open?.id ?? null);
    },

    /**
     * The billing clock, run every minute by any number of processes: the trial's e-mails (each
     * once, by its key) and, in the test checkout, the ends of paid periods.
     */
    async runClock(): Promise<void> {
      const now = deps.now();
      const notices = [
        ...(await repository.trialsEndingBetween(now, addDays(now, TRIAL_ENDING_NOTICE_DAYS))).map((b) => ({
          b,
          kind: 'ending' as const,
        })),
        ...(await repository.trialsEndingBetween(addDays(now, -TRIAL_ENDED_NOTICE_DAYS), now)).map((b) => ({
          b,
          kind: 'ended' as const,
        })),
      ];
      for (const { b, kind } of notices) {
        const owner = await repository.ownerOf(b.id);
        if (!owner || !b.trial_ends_at) continue;
        const to = {
          locale: b.locale,
          timeZone: b.time_zone,
          ownerName: owner.name,
          businessName: b.name,
          baseUrl: deps.baseUrl,
        };
        await repository.queue([
          kind === 'ending'
            ? {
                kind: 'billing_trial_ending',
                to: owner.email,
                businessId: b.id,
                dedupeKey: `billing:trial-ending:${b.id}`,
                ...trialEndingMail(to, b.trial_ends_at),
              }
            : {
                kind: 'billing_trial_ended',
                to: owner.email,
                businessId: b.id,
                dedupeKey: `billing:trial-ended:${b.id}`,
                ...trialEndedMail(to),
              },
        ]);
      }
      if (deps.testCheckout) {
        for (const businessId of await repository.periodsEndedBy(now)) {
          const billing = await repository.findBilling(businessId);
          if (billing?.snapshot)
            await deps.testCheckout.renew({
              businessId,
              customerId: billing.customerId,
              subscription: billing.snapshot,
            });
        }
      }
    },

    /** Compares every paying business with the provider and keeps the provider's word; answers what changed. */
    async reconcile(): Promise<Array<{ businessId: string; before: string; after: string }>> {
      const changes: Array<{ businessId: string; before: string; after: string }> = [];
      if (provider.mode === 'test') return changes;
      for (const business of await repository.payingBusinesses()) {
        try {
          const state = await provider.currentState(business);
          if (!state) continue;
          const result = await repository.applySnapshot(business.id, state, deps.now());
          if (result?.changed) {
            const describe = (r: typeof result.before) =>
              `${r.plan}/${r.subscriptionStatus}/${r.currentPeriodEnd?.toISOString() ?? '-'}${r.cancelAtPeriodEnd ? '/cancelling' : ''}${r.scheduledPlan ? `/then-${r.scheduledPlan}` : ''}`;
            const change = { businessId: business.id, before: describe(result.before), after: describe(result.after) };
            deps.log.info(change, 'billing reconciled with the provider');
            changes.push(change);
          }
        } catch (error) {
          deps.log.error({ err: error, businessId: business.id }, 'billing reconciliation failed for a business');
        }
      }
      return changes;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
