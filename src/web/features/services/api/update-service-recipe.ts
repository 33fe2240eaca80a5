import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceRecipe, UpdateServiceRecipeBody } from '../../../../contracts/products.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { serviceRecipeQueryKey } from './get-service-recipe.ts';

/** updateServiceRecipe: the service's products and quantities, all at once (none: no recipe). */
export function updateServiceRecipe({
  serviceId,
  body,
}: {
  serviceId: string;
  body: UpdateServiceRecipeBody;
}): Promise<ServiceRecipe> {
  return apiFetch<ServiceRecipe>(`/api/services/${encodeURIComponent(serviceId)}/recipe`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function useUpdateServiceRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceRecipe,
    onSuccess: (recipe) => queryClient.setQueryData(serviceRecipeQueryKey(recipe.serviceId), recipe),
  });
}
