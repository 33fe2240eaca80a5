import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashRegister } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { currentCashRegisterQueryKey } from './cash-register-keys.ts';

/** getCurrentCashRegister: the open register the signed-in person takes payments with, or null. */
export function getCurrentCashRegister(signal?: AbortSignal): Promise<{ register: CashRegister | null }> {
  return apiFetch<{ register: CashRegister | null }>('/api/cash-registers/current', { signal });
}

export function useCurrentCashRegister() {
  return useQuery(
    queryOptions({
      queryKey: currentCashRegisterQueryKey,
      queryFn: ({ signal }) => getCurrentCashRegister(signal),
      staleTime: 0,
      refetchOnMount: 'always',
    }),
  );
}
