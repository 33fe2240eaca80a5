import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashRegister } from '../../../../contracts/counter.ts';
import type { RegisterMethod } from '../../../../core/counter/payments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { cashRegistersQueryKey, currentCashRegisterQueryKey } from './cash-register-keys.ts';

export interface CloseCashRegisterInput {
  registerId: string;
  counted: Record<RegisterMethod, number>;
  note?: string | null;
}

/** closeCashRegister: once, with what was counted per method; the expected amounts and the difference are kept. */
export function closeCashRegister({ registerId, ...body }: CloseCashRegisterInput): Promise<CashRegister> {
  return apiFetch<CashRegister>(`/api/cash-registers/${encodeURIComponent(registerId)}/close`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useCloseCashRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCashRegister,
    onSuccess: () => queryClient.setQueryData(currentCashRegisterQueryKey, { register: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashRegistersQueryKey }),
  });
}
