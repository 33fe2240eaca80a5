import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordStockMovementBody, StockMovement } from '../../../../contracts/products.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { productsQueryKey } from '../../../lib/api/query-keys.ts';

/**
 * recordStockMovement: a purchase (with its unit cost), a loss (with its reason) or an adjustment to
 * the quantity counted. A loss below zero, where the business does not allow it, is 409 STOCK_INSUFFICIENT.
 */
export function recordStockMovement(body: RecordStockMovementBody): Promise<StockMovement> {
  return apiFetch<StockMovement>('/api/stock-movements', { method: 'POST', body: JSON.stringify(body) });
}

export function useRecordStockMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordStockMovement,
    // The product's stock and average cost, its movements and the recipes' costs.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
