import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProductsResponse } from '../../../contracts/products.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';
import { productsQueryKey } from './query-keys.ts';

export interface ListProductsParams {
  search?: string | undefined;
  active?: boolean | undefined;
  /** Only the products at or below their minimum. */
  low?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** listProducts: the owner's products page, the counter's item picker and the services' recipes. */
export function listProducts(params: ListProductsParams, signal?: AbortSignal): Promise<ListProductsResponse> {
  return apiFetch<ListProductsResponse>(`/api/products${queryString({ ...params })}`, { signal });
}

export function listProductsQueryOptions(params: ListProductsParams) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'list', params],
    queryFn: ({ signal }) => listProducts(params, signal),
    // While the next search loads, the last list stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ListProductsParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listProductsQueryOptions(params), enabled });
}
