import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../contracts/products.ts';
import { listProducts } from '../../../lib/api/products.ts';
import { productsQueryKey } from '../../../lib/api/query-keys.ts';

/** The most products one list answer carries, and one count takes (the contract's limits). */
const PAGE = 200;
export const MAX_COUNTED = 500;

/** Every active product, read page by page, for an inventory count (at most as many as a count takes). */
export async function listProductsToCount(signal?: AbortSignal): Promise<{ items: Product[]; total: number }> {
  const first = await listProducts({ active: true, limit: PAGE, offset: 0 }, signal);
  const items = [...first.items];
  while (items.length < Math.min(first.total, MAX_COUNTED)) {
    const page = await listProducts({ active: true, limit: PAGE, offset: items.length }, signal);
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  return { items: items.slice(0, MAX_COUNTED), total: first.total };
}

export function useProductsToCount() {
  return useQuery(
    queryOptions({
      queryKey: [...productsQueryKey, 'to-count'],
      queryFn: ({ signal }) => listProductsToCount(signal),
      // A count in progress is not redrawn under the person typing it.
      refetchOnWindowFocus: false,
    }),
  );
}
