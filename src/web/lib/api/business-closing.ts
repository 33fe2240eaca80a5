import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessClosingState, CloseBusinessBody } from '../../../contracts/business-closing.ts';
import { apiFetch } from '../api-fetch.ts';
import { downloadCsv } from '../download-csv.ts';
import { meQueryKey } from '../session/get-me.ts';

/** Where all of the business's data downloads as one ZIP (exportBusinessData). */
export const BUSINESS_EXPORT_URL = '/api/business/export';

/**
 * Downloads the ZIP as the server names it (`agendo-<business>-<date>.zip`), fetched with the
 * interface language so the files are headed in it. Failures are ApiErrors.
 */
export function downloadBusinessData(): Promise<void> {
  return downloadCsv(BUSINESS_EXPORT_URL, 'agendo.zip');
}

export function closeBusiness(body: CloseBusinessBody): Promise<BusinessClosingState> {
  return apiFetch<BusinessClosingState>('/api/business/close', { method: 'POST', body: JSON.stringify(body) });
}

export function reopenBusiness(): Promise<BusinessClosingState> {
  return apiFetch<BusinessClosingState>('/api/business/reopen', { method: 'POST', body: '{}' });
}

/** Closing: who is signed in is read again, and the route guard takes everyone to the closed page. */
export function useCloseBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** Reopening: everything the closed business refused is read afresh. */
export function useReopenBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenBusiness,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
