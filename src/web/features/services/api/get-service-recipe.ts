import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceRecipe } from '../../../../contracts/products.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { productsQueryKey } from '../../../lib/api/query-keys.ts';

/** Under the products' key: a purchase changes the average costs a recipe's cost is made of. */
export const serviceRecipeQueryKey = (serviceId: string) => [...productsQueryKey, 'recipe', serviceId] as const;

/** getServiceRecipe: the products one of the service uses, and their cost at the average costs now. */
export function getServiceRecipe(serviceId: string, signal?: AbortSignal): Promise<ServiceRecipe> {
  return apiFetch<ServiceRecipe>(`/api/services/${encodeURIComponent(serviceId)}/recipe`, { signal });
}

export function useServiceRecipe(serviceId: string) {
  return useQuery(
    queryOptions({
      queryKey: serviceRecipeQueryKey(serviceId),
      queryFn: ({ signal }) => getServiceRecipe(serviceId, signal),
    }),
  );
}
