import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineBookingSettings } from '../../../../contracts/online-booking.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const onlineBookingSettingsQueryKey = ['online-booking-settings'] as const;

/** getOnlineBookingSettings: the settings, the public link and the last 30 days' statistics. */
export function getOnlineBookingSettings(signal?: AbortSignal): Promise<OnlineBookingSettings> {
  return apiFetch<OnlineBookingSettings>('/api/online-booking/settings', { signal });
}

export function useOnlineBookingSettings() {
  return useQuery(
    queryOptions({
      queryKey: onlineBookingSettingsQueryKey,
      queryFn: ({ signal }) => getOnlineBookingSettings(signal),
    }),
  );
}
