import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListStockMovementsResponse } from '../../../../contracts/products.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { productsQueryKey } from '../../../lib/api/query-keys.ts';
import { queryString } from '../../../lib/query-string.ts';

/** Under the products' key: whatever changes a product's stock refreshes its movements. */
const stockMovementsQueryKey = [...productsQueryKey, 'movements'] as const;

export interface ListStockMovementsParams {
  productId?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** listStockMovements: a product's movements (or every product's), the latest first. */
export function listStockMovements(
  params: ListStockMovementsParams,
  signal?: AbortSignal,
): Promise<ListStockMovementsResponse> {
  return apiFetch<ListStockMovementsResponse>(`/api/stock-movements${queryString({ ...params })}`, { signal });
}

export function useStockMovements(params: ListStockMovementsParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: [...stockMovementsQueryKey, params],
      queryFn: ({ signal }) => listStockMovements(params, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
