import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhatsAppSettingsResponse } from '../../../../contracts/whatsapp-settings.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const whatsAppSettingsQueryKey = ['whatsapp-settings'] as const;

/** getWhatsAppSettings (the owner's): which messages go, the reminder's lead time, where they go, this month's usage. */
export function getWhatsAppSettings(signal?: AbortSignal): Promise<WhatsAppSettingsResponse> {
  return apiFetch<WhatsAppSettingsResponse>('/api/whatsapp/settings', { signal });
}

export function useWhatsAppSettings() {
  return useQuery(
    queryOptions({ queryKey: whatsAppSettingsQueryKey, queryFn: ({ signal }) => getWhatsAppSettings(signal) }),
  );
}
