import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listComandasResponseSchema } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { comandaListsQueryKey } from '../../../lib/api/query-keys.ts';
import { queryString } from '../../../lib/query-string.ts';

export type ListComandasResponse = z.infer<typeof listComandasResponseSchema>;
export type ComandaSummary = ListComandasResponse['items'][number];

/** listComandas: the comandas opened, closed or reversed on the business's day `date` (YYYY-MM-DD). */
export function listComandas(date: string, signal?: AbortSignal): Promise<ListComandasResponse> {
  return apiFetch<ListComandasResponse>(`/api/comandas${queryString({ date })}`, { signal });
}

export function useComandas(date: string) {
  return useQuery(
    queryOptions({
      queryKey: [...comandaListsQueryKey, date],
      queryFn: ({ signal }) => listComandas(date, signal),
      staleTime: 0,
    }),
  );
}
