import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CloseComandaBody, Comanda } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import {
  comandaListsQueryKey,
  comandaQueryKey,
  dashboardQueryKey,
  packagesQueryKey,
  productsQueryKey,
  reportsQueryKey,
} from '../../../lib/api/query-keys.ts';
import { cashRegistersQueryKey } from './cash-register-keys.ts';

/** closeComanda: final — the payments, adding up to the total, taken by the open cash register. */
export function closeComanda({ id, ...body }: CloseComandaBody & { id: string }): Promise<Comanda> {
  return apiFetch<Comanda>(`/api/comandas/${encodeURIComponent(id)}/close`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/**
 * What a comanda's close or reversal changes besides it: the registers, the money received and the
 * counter's sales on the dashboard and in the report, the lists of comandas, the stock of the
 * products its items sold and its services used, and its client's packages (sold, or sessions used).
 */
export function refreshAfterPayments(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: cashRegistersQueryKey });
  void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
  void queryClient.invalidateQueries({ queryKey: productsQueryKey });
  void queryClient.invalidateQueries({ queryKey: packagesQueryKey });
  return queryClient.invalidateQueries({ queryKey: comandaListsQueryKey });
}

export function useCloseComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeComanda,
    onSuccess: (comanda) => queryClient.setQueryData(comandaQueryKey(comanda.id), comanda),
    onSettled: () => refreshAfterPayments(queryClient),
  });
}
