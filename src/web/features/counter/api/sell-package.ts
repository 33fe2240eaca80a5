import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comanda } from '../../../../contracts/counter.ts';
import type { SellPackageBody } from '../../../../contracts/packages.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { comandaListsQueryKey, comandaQueryKey } from '../../../lib/api/query-keys.ts';

/**
 * sellPackage: a package added to an open comanda as an item line, sold to its client, from the
 * version read (409 PACKAGE_NEEDS_CLIENT without a client, COMANDA_CHANGED on a stale version).
 */
export function sellPackage({ id, ...body }: SellPackageBody & { id: string }): Promise<Comanda> {
  return apiFetch<Comanda>(`/api/comandas/${encodeURIComponent(id)}/packages`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useSellPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellPackage,
    onSuccess: (comanda) => queryClient.setQueryData(comandaQueryKey(comanda.id), comanda),
    onSettled: () => queryClient.invalidateQueries({ queryKey: comandaListsQueryKey }),
  });
}
