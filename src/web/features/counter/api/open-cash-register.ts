import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashRegister } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { cashRegistersQueryKey, currentCashRegisterQueryKey } from './cash-register-keys.ts';

/** openCashRegister: with the float in the drawer (409 CASH_REGISTER_ALREADY_OPEN). */
export function openCashRegister(floatCents: number): Promise<CashRegister> {
  return apiFetch<CashRegister>('/api/cash-registers', { method: 'POST', body: JSON.stringify({ floatCents }) });
}

export function useOpenCashRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCashRegister,
    onSuccess: (register) => queryClient.setQueryData(currentCashRegisterQueryKey, { register }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashRegistersQueryKey }),
  });
}
