import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessSettings, UpdateBusinessSettingsBody } from '../../../contracts/business.ts';
import { apiFetch } from '../api-fetch.ts';
import { meQueryKey } from '../session/get-me.ts';
import { businessSettingsQueryKey } from './get-business-settings.ts';

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
