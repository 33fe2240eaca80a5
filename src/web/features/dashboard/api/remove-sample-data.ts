import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SampleDataResult } from '../../../../contracts/metrics.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshAfterSampleData } from './refresh-after-sample-data.ts';

/** Removes every record 'Gerar dados de teste' made; answers what was removed. */
export function removeSampleData(): Promise<SampleDataResult> {
  return apiFetch<SampleDataResult>('/api/sample-data', { method: 'DELETE' });
}

export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSampleData, onSettled: () => refreshAfterSampleData(queryClient) });
}
