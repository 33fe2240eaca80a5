import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePackageBody, Package } from '../../../../contracts/packages.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { packagesQueryKey } from '../../../lib/api/query-keys.ts';

/** createPackage: a new package of sessions, offered at the counter while active. */
export function createPackage(body: CreatePackageBody): Promise<Package> {
  return apiFetch<Package>('/api/packages', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
  });
}
