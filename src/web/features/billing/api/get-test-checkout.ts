import { useQuery } from '@tanstack/react-query';
import type { TestCheckout } from '../../../../contracts/billing.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const testCheckoutQueryKey = ['test-checkout'] as const;

/** The built-in test checkout (no provider keys): what is being paid and where it stands. */
export function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckout> {
  return apiFetch<TestCheckout>(`/api/billing/test-checkout/${encodeURIComponent(id)}`, { signal });
}

export function useTestCheckout(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...testCheckoutQueryKey, id],
    queryFn: ({ signal }) => getTestCheckout(id, signal),
    enabled,
    // A 404 stays a 404.
    retry: false,
  });
}
