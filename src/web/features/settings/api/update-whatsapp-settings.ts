import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWhatsAppSettingsBody, WhatsAppSettingsResponse } from '../../../../contracts/whatsapp-settings.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { whatsAppSettingsQueryKey } from './get-whatsapp-settings.ts';

/** updateWhatsAppSettings: every setting at once. */
export function updateWhatsAppSettings(body: UpdateWhatsAppSettingsBody): Promise<WhatsAppSettingsResponse> {
  return apiFetch<WhatsAppSettingsResponse>('/api/whatsapp/settings', { method: 'PUT', body: JSON.stringify(body) });
}

/**
 * One change (a switch, the lead time) saved with the other settings as they are saved: the saves
 * run one after the other, each from what the one before it answered, so none puts back a value
 * another one changed.
 */
export function useUpdateWhatsAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'updateWhatsAppSettings' },
    mutationFn: (change: Partial<UpdateWhatsAppSettingsBody>) => {
      const saved = queryClient.getQueryData<WhatsAppSettingsResponse>(whatsAppSettingsQueryKey);
      if (!saved) return Promise.reject(new Error('The WhatsApp settings are not loaded'));
      const { sendConfirmation, sendReminder, sendChangeNotice, sendReviewRequest, reminderHours } = saved;
      return updateWhatsAppSettings({
        ...{ sendConfirmation, sendReminder, sendChangeNotice, sendReviewRequest, reminderHours },
        ...change,
      });
    },
    onSuccess: (settings) => queryClient.setQueryData(whatsAppSettingsQueryKey, settings),
  });
}
