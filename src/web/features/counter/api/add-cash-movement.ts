import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashRegister } from '../../../../contracts/counter.ts';
import type { CashMovementKind } from '../../../../core/counter/cash-register.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { cashRegistersQueryKey, currentCashRegisterQueryKey } from './cash-register-keys.ts';

export interface CashMovementInput {
  registerId: string;
  kind: CashMovementKind;
  amountCents: number;
  reason: string;
}

/** addCashMovement: cash put in (suprimento) or taken out (sangria) of the open register, with a reason. */
export function addCashMovement({ registerId, ...body }: CashMovementInput): Promise<CashRegister> {
  return apiFetch<CashRegister>(`/api/cash-registers/${encodeURIComponent(registerId)}/movements`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useAddCashMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCashMovement,
    onSuccess: (register) => queryClient.setQueryData(currentCashRegisterQueryKey, { register }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashRegistersQueryKey }),
  });
}
