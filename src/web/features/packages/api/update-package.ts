import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Package, UpdatePackageBody } from '../../../../contracts/packages.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { packagesQueryKey } from '../../../lib/api/query-keys.ts';

/** updatePackage: applies to the next sales; a package already sold keeps what it was sold with. */
export function updatePackage({ id, body }: { id: string; body: UpdatePackageBody }): Promise<Package> {
  return apiFetch<Package>(`/api/packages/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
  });
}
