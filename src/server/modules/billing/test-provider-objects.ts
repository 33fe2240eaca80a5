import { randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns/addMonths';
import type { ProviderSnapshot } from '../../../core/billing-state.ts';
import { getPlan, type PlanCatalog, type PlanCurrency, type PlanKey } from '../../../core/plans.ts';
import type { Subscriber } from './billing-provider.ts';
import type { InvoiceObject, SubscriptionObject } from './provider-objects.ts';

/**
 * The objects the test checkout's events carry, shaped as Stripe's subscriptions and invoices
 * with the fields Agendo reads from them, the test checkout's prices and products from `catalog`.
 */

/** The state of a test subscription, from which its provider-shaped object is built. */
export interface TestSubscription {
  id: string;
  businessId: string;
  customerId: string;
  plan: PlanKey;
  currency: PlanCurrency;
  status: ProviderSnapshot['status'];
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  scheduledPlan: PlanKey | null;
}

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const newId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

/** The test subscription of a paying business, from what Agendo knows of it. */
export function fromSubscriber({ businessId, customerId, subscription }: Subscriber): TestSubscription {
  return {
    id: subscription.subscriptionId,
    businessId,
    customerId: customerId ?? `cus_test_${businessId}`,
    plan: subscription.plan,
    currency: subscription.currency,
    status: subscription.status,
    periodStart: addMonths(subscription.currentPeriodEnd, -1),
    periodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    scheduledPlan: subscription.scheduledPlan,
  };
}

export function subscriptionObject(
  catalog: PlanCatalog,
  s: TestSubscription,
): SubscriptionObject & Record<string, unknown> {
  const price = (plan: PlanKey) => ({
    id: catalog[plan].priceIds[s.currency],
    object: 'price',
    product: catalog[plan].productId,
    currency: s.currency.toLowerCase(),
    unit_amount: getPlan(plan).priceCents[s.currency],
  });
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: { business_id: s.businessId },
    // The test checkout's events carry the schedule expanded, as a read with `expand: ['schedule']` does.
    schedule: s.scheduledPlan
      ? {
          id: `sub_sched_${s.id}`,
          phases: [
            {
              start_date: seconds(s.periodStart),
              end_date: seconds(s.periodEnd),
              items: [{ price: price(s.plan).id }],
            },
            {
              start_date: seconds(s.periodEnd),
              end_date: seconds(addMonths(s.periodEnd, 1)),
              items: [{ price: price(s.scheduledPlan).id }],
            },
          ],
        }
      : null,
    items: {
      data: [
        {
          id: `si_${s.id}`,
          price: price(s.plan),
          current_period_start: seconds(s.periodStart),
          current_period_end: seconds(s.periodEnd),
        },
      ],
    },
  };
}

export function invoiceObject(
  catalog: PlanCatalog,
  s: TestSubscription,
  invoice: { id: string; status: 'paid' | 'open'; amountCents: number; plan: PlanKey; at: Date },
): InvoiceObject & Record<string, unknown> {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: s.customerId,
    status: invoice.status,
    amount_due: invoice.amountCents,
    amount_paid: invoice.status === 'paid' ? invoice.amountCents : 0,
    currency: s.currency.toLowerCase(),
    created: seconds(invoice.at),
    hosted_invoice_url: null,
    parent: { subscription_details: { subscription: s.id } },
    lines: {
      data: [
        {
          pricing: {
            price_details: {
              price: catalog[invoice.plan].priceIds[s.currency],
              product: catalog[invoice.plan].productId,
            },
          },
        },
      ],
    },
  };
}
