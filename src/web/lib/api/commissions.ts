import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CommissionPayment,
  CommissionsResponse,
  MarkCommissionsPaidBody,
  RecalculateCommissionsResponse,
  UpdateCommissionRatesBody,
} from '../../../contracts/commissions.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';
import { commissionsQueryKey, reportsQueryKey } from './query-keys.ts';

export interface CommissionsParams {
  /** 'YYYY-MM'. */
  month: string;
  /** With it, that professional's lines come too (the statement); a professional always gets their own. */
  professionalId?: string | undefined;
}

/** The month's commissions: the owner sees everyone, a professional only their own entry and lines. */
export function listCommissions(params: CommissionsParams, signal?: AbortSignal): Promise<CommissionsResponse> {
  return apiFetch<CommissionsResponse>(`/api/commissions${queryString({ month: params.month, professionalId: params.professionalId })}`, { signal });
}

export function commissionsQueryOptions(params: CommissionsParams) {
  return queryOptions({
    queryKey: [...commissionsQueryKey, params.month, params.professionalId ?? null],
    queryFn: ({ signal }) => listCommissions(params, signal),
    // Appointments change all day: whoever opens the page sees the figures of now.
    staleTime: 0,
  });
}

export function useCommissions(params: CommissionsParams) {
  return useQuery(commissionsQueryOptions(params));
}

export function commissionsExportPath(params: CommissionsParams): string {
  return `/api/commissions/export.csv${queryString({ month: params.month, professionalId: params.professionalId })}`;
}

function refreshCommissions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commissionsQueryKey });
}

/** Writes the month's lines again from the appointments (paid lines stay; changes to them become adjustments). */
export function recalculateCommissions(month: string): Promise<RecalculateCommissionsResponse> {
  return apiFetch<RecalculateCommissionsResponse>('/api/commissions/recalculate', { method: 'POST', body: JSON.stringify({ month }) });
}

export function useRecalculateCommissions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recalculateCommissions, onSettled: () => refreshCommissions(queryClient) });
}

/**
 * Marks a professional's pending lines of the month paid. 409 COMMISSIONS_CHANGED when the pending
 * total is no longer `expectedCents` (the figures are asked again), 409 NOTHING_TO_PAY.
 */
export function markCommissionsPaid(body: MarkCommissionsPaidBody): Promise<CommissionPayment> {
  return apiFetch<CommissionPayment>('/api/commissions/pay', { method: 'POST', body: JSON.stringify(body) });
}

export function useMarkCommissionsPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markCommissionsPaid, onSettled: () => refreshCommissions(queryClient) });
}

/** Undoes a payment while `undoableUntil` holds; 409 COMMISSION_PAYMENT_FINAL after. */
export function undoCommissionPayment(id: string): Promise<void> {
  return apiFetch<void>(`/api/commissions/payments/${encodeURIComponent(id)}/undo`, { method: 'POST' });
}

export function useUndoCommissionPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoCommissionPayment, onSettled: () => refreshCommissions(queryClient) });
}

/** Replaces the professional's per-service rates; a service left out uses their own or the standard rate. */
export function updateCommissionRates({ professionalId, body }: { professionalId: string; body: UpdateCommissionRatesBody }): Promise<void> {
  return apiFetch<void>(`/api/commissions/rates/${encodeURIComponent(professionalId)}`, { method: 'PUT', body: JSON.stringify(body) });
}

export function useUpdateCommissionRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommissionRates,
    onSuccess: () => {
      void refreshCommissions(queryClient);
      // The report's commission column follows the rates too.
      void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
    },
  });
}
