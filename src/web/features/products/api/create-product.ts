import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductBody, Product } from '../../../../contracts/products.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { productsQueryKey } from '../../../lib/api/query-keys.ts';

/** createProduct: a new product; an opening stock is recorded as its first purchase. 409 PRODUCT_SKU_TAKEN. */
export function createProduct(body: CreateProductBody): Promise<Product> {
  return apiFetch<Product>('/api/products', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
