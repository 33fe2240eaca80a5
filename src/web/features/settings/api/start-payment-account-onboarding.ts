import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

/**
 * startPaymentAccountOnboarding: makes the business's account once and answers the provider's
 * onboarding page (the built-in test payments: a page of ours, the account ready at once).
 */
export function startPaymentAccountOnboarding(): Promise<{ url: string }> {
  return apiFetch<{ url: string }>('/api/payments/account/onboarding', { method: 'POST' });
}

/** Onboarding leaves the app for the provider's page; the account is read again when the owner comes back. */
export function useStartPaymentAccountOnboarding() {
  return useMutation({ mutationFn: startPaymentAccountOnboarding });
}
