import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlineBookingSettings, UpdateOnlineBookingSettingsBody } from '../../../../contracts/online-booking.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { onlineBookingSettingsQueryKey } from './get-online-booking-settings.ts';

/** updateOnlineBookingSettings: only the fields sent change. */
export function updateOnlineBookingSettings(body: UpdateOnlineBookingSettingsBody): Promise<OnlineBookingSettings> {
  return apiFetch<OnlineBookingSettings>('/api/online-booking/settings', {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
}

export function useUpdateOnlineBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnlineBookingSettings,
    onSuccess: (settings) => queryClient.setQueryData(onlineBookingSettingsQueryKey, settings),
  });
}
