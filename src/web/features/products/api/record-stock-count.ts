import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordStockCountBody, StockMovement } from '../../../../contracts/products.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { productsQueryKey } from '../../../lib/api/query-keys.ts';

/** recordStockCount: an inventory count, written at once as the adjustments it calls for. */
export function recordStockCount(body: RecordStockCountBody): Promise<{ movements: StockMovement[] }> {
  return apiFetch<{ movements: StockMovement[] }>('/api/stock-counts', { method: 'POST', body: JSON.stringify(body) });
}

export function useRecordStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordStockCount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
