import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, UpdateProductBody } from '../../../../contracts/products.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { productsQueryKey } from '../../../lib/api/query-keys.ts';

/** updateProduct: its name, codes, price, minimum and whether it is sold; never its unit, stock or cost. */
export function updateProduct({ id, body }: { id: string; body: UpdateProductBody }): Promise<Product> {
  return apiFetch<Product>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
