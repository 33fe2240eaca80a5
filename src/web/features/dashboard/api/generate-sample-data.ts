import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SampleDataResult } from '../../../../contracts/metrics.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshAfterSampleData } from './refresh-after-sample-data.ts';

/** 'Gerar dados de teste': 201 with what was added; 409 SAMPLE_DATA_PRESENT when it is already there. */
export function generateSampleData(): Promise<SampleDataResult> {
  return apiFetch<SampleDataResult>('/api/sample-data', { method: 'POST' });
}

export function useGenerateSampleData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateSampleData, onSettled: () => refreshAfterSampleData(queryClient) });
}
