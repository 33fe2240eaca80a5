import type { QueryClient } from '@tanstack/react-query';
import type { BillingRedirectResponse } from '../../../../contracts/billing.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshBilling } from '../../../lib/api/billing.ts';

/**
 * Starts paying for a plan (owner only) and answers where to pay. Refusals: 401 signed out, 403 a
 * professional, 400 UNKNOWN_PRICE, 409 ALREADY_SUBSCRIBED (change the plan on /assinatura instead).
 */
export function createCheckout(priceId: string): Promise<BillingRedirectResponse> {
  return apiFetch<BillingRedirectResponse>('/api/billing/checkout', {
    method: 'POST',
    body: JSON.stringify({ price_id: priceId }),
  });
}

/**
 * Payment happens in another tab: when the person comes back to this one, what it knows of the
 * subscription (the route guard's, the dashboard banner's) is asked for again.
 */
export function refreshBillingOnReturn(queryClient: QueryClient): void {
  window.addEventListener('focus', () => refreshBilling(queryClient), { once: true });
}

/**
 * Opens the address `redirect` answers in a new tab. The tab is opened at once, inside the click —
 * a tab opened after an await is a pop-up the browser blocks — shows `waitingText` meanwhile, and
 * is closed when the request fails (the error is rethrown). When the browser refused the tab
 * anyway, this tab goes there.
 */
export async function openRedirectInNewTab(
  redirect: () => Promise<BillingRedirectResponse>,
  waitingText: string,
): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    // The payment page must not be able to drive this tab (what rel="noopener" does for a link).
    tab.opener = null;
    tab.document.title = waitingText;
    tab.document.body.textContent = waitingText;
  }
  let url: string;
  try {
    ({ url } = await redirect());
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab && !tab.closed) tab.location.replace(new URL(url, window.location.href).href);
  else window.location.assign(url);
}
