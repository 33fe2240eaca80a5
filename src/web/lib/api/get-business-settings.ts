import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSettings } from '../../../contracts/business.ts';
import { apiFetch } from '../api-fetch.ts';

/** Several pages read the business's settings (the checklist, the standard commission rate). */
export const businessSettingsQueryKey = ['business-settings'] as const;

export function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return apiFetch<BusinessSettings>('/api/business/settings', { signal });
}

export function businessSettingsQueryOptions() {
  return queryOptions({ queryKey: businessSettingsQueryKey, queryFn: ({ signal }) => getBusinessSettings(signal) });
}

export function useBusinessSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessSettingsQueryOptions(), enabled });
}
