import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlanKey } from '../../../../core/plans.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { billingPlansQueryOptions } from '../api/list-billing-plans.ts';
import { createCheckout, openRedirectInNewTab, refreshBillingOnReturn } from '../api/create-checkout.ts';
import { signInReturningTo } from '../../../lib/api/billing.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { showToast } from '../../../lib/toast.ts';
import { checkoutFailureOf, checkoutPriceId, plansPathWithChosen } from '../utils/start-checkout.ts';

/** What the plans show after a 'Start now': where the checkout went, or why it did not start. */
export type CheckoutNotice =
  | { kind: 'opened'; plan: PlanKey }
  | { kind: 'alreadySubscribed'; message: string }
  | { kind: 'ownerOnly'; message: string };

/**
 * A plan card's 'Start now' (docs/billing.md): signed out, 'Login necessário' and the sign-in page,
 * which brings the person back to this plan; signed in, the checkout opens in a new tab.
 */
export function useStartCheckout() {
  const { t } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingPlan, setPendingPlan] = useState<PlanKey | null>(null);
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);

  const askToSignIn = (plan: PlanKey) => {
    showToast('info', t('toasts.loginRequired.title'), t('toasts.loginRequired.description'));
    void navigate(signInReturningTo(plansPathWithChosen(plan)));
  };

  const start = (plan: PlanKey) => {
    if (me.data === null) {
      askToSignIn(plan);
      return;
    }
    if (pendingPlan) return;
    setNotice(null);
    setPendingPlan(plan);
    showToast('info', t('toasts.checkoutRedirecting.title'), t('toasts.checkoutRedirecting.description'));
    const language = currentLanguage();
    // No await before the tab opens: openRedirectInNewTab opens it synchronously, inside the click.
    openRedirectInNewTab(async () => {
      const plans = await queryClient.fetchQuery(billingPlansQueryOptions());
      const priceId = checkoutPriceId(plans, plan, language);
      if (!priceId) throw new Error(`The server lists no ${language} price for the ${plan} plan`);
      return createCheckout(priceId);
    }, t('toasts.checkoutRedirecting.title'))
      .then(() => {
        setNotice({ kind: 'opened', plan });
        refreshBillingOnReturn(queryClient);
      })
      .catch((error: unknown) => {
        const failure = checkoutFailureOf(error);
        const message = error instanceof Error ? error.message : '';
        if (failure === 'signIn') askToSignIn(plan);
        else if (failure === 'alreadySubscribed' || failure === 'ownerOnly') {
          setNotice({ kind: failure, message });
          showToast('error', t('toasts.checkoutError.title'), message);
        } else {
          console.error('Checkout did not start', error);
          showToast('error', t('toasts.checkoutError.title'), t('toasts.checkoutError.description'));
        }
      })
      .finally(() => setPendingPlan(null));
  };

  return { start, pendingPlan, notice, role: me.data?.profile.role ?? null };
}
