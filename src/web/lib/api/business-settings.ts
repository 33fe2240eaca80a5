import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessSettings, UpdateBusinessSettingsBody } from '../../../contracts/business.ts';
import { apiFetch } from '../api-fetch.ts';
import { meQueryKey } from '../session/get-me.ts';
import { businessSettingsQueryKey } from './query-keys.ts';

/** Several pages read the business's settings (the checklist, the standard commission rate). */

export function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return apiFetch<BusinessSettings>('/api/business/settings', { signal });
}

export function businessSettingsQueryOptions() {
  return queryOptions({ queryKey: businessSettingsQueryKey, queryFn: ({ signal }) => getBusinessSettings(signal) });
}

export function useBusinessSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessSettingsQueryOptions(), enabled });
}

/** A partial update: only the fields sent change (updateBusinessSettings). */
export function updateBusinessSettings(body: UpdateBusinessSettingsBody): Promise<BusinessSettings> {
  return apiFetch<BusinessSettings>('/api/business/settings', { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(businessSettingsQueryKey, settings);
      // The name, time zone and currency also travel with who is signed in (sidebar, dates, prices).
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
