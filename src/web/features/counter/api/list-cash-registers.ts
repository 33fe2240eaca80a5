import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashRegister } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { cashRegisterHistoryQueryKey } from './cash-register-keys.ts';

/** listCashRegisters (the owner's): the business's registers, the latest first. */
export function listCashRegisters(signal?: AbortSignal): Promise<{ items: CashRegister[] }> {
  return apiFetch<{ items: CashRegister[] }>('/api/cash-registers', { signal });
}

export function useCashRegisterHistory({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: cashRegisterHistoryQueryKey,
      queryFn: ({ signal }) => listCashRegisters(signal),
      staleTime: 0,
      enabled,
    }),
  );
}
