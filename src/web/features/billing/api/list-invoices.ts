import { useQuery } from '@tanstack/react-query';
import type { ListInvoicesResponse } from '../../../../contracts/billing.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { invoicesQueryKey } from '../../../lib/api/query-keys.ts';

/** The business's invoices, newest first. */
export function listInvoices(signal?: AbortSignal): Promise<ListInvoicesResponse> {
  return apiFetch<ListInvoicesResponse>('/api/billing/invoices', { signal });
}

export function useInvoices() {
  // A payment happens in another tab or on the provider's site: coming back here asks again.
  return useQuery({
    queryKey: invoicesQueryKey,
    queryFn: ({ signal }) => listInvoices(signal),
    refetchOnWindowFocus: true,
  });
}
