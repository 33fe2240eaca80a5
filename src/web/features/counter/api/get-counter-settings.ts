import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterSettings } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const counterSettingsQueryKey = ['counter-settings'] as const;

/** getCounterSettings: the PIX key, name and city, a professional's discount limit, one register per person, negative stock. */
export function getCounterSettings(signal?: AbortSignal): Promise<CounterSettings> {
  return apiFetch<CounterSettings>('/api/counter/settings', { signal });
}

export function useCounterSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({ queryKey: counterSettingsQueryKey, queryFn: ({ signal }) => getCounterSettings(signal), enabled }),
  );
}
