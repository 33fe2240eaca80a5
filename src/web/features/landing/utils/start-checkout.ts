import { isPlanKey, planCurrencyFor, type PlanKey } from '../../../../core/plans.ts';
import type { ListBillingPlansResponse } from '../../../../contracts/billing.ts';
import { ApiError } from '../../../lib/api-fetch.ts';

/** The provider price a plan's 'Start now' pays: the one in the interface's currency (docs/billing.md). */
export function checkoutPriceId(plans: ListBillingPlansResponse, plan: PlanKey, language: string): string | null {
  return plans.plans.find((candidate) => candidate.key === plan)?.priceIds[planCurrencyFor(language)] ?? null;
}

/**
 * What a failed checkout start asks of the person: to sign in (401), to change the plan on the
 * subscription page instead (409 ALREADY_SUBSCRIBED), to ask the owner (403), or to try again.
 */
export type CheckoutFailure = 'signIn' | 'alreadySubscribed' | 'ownerOnly' | 'failed';

export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401) return 'signIn';
  if (error.status === 403) return 'ownerOnly';
  if (error.code === 'ALREADY_SUBSCRIBED') return 'alreadySubscribed';
  return 'failed';
}

/** The plan a person chose before signing in (`/escolha-plano?plano=pro`), to show them again. */
export function chosenPlanFrom(search: string): PlanKey | null {
  const plan = new URLSearchParams(search).get('plano');
  return plan !== null && isPlanKey(plan) ? plan : null;
}

/** The plans page with `plan` chosen: where sign-in brings a person back to. */
export function plansPathWithChosen(plan: PlanKey): string {
  return `/escolha-plano?plano=${plan}`;
}
