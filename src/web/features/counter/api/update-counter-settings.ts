import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CounterSettings, updateCounterSettingsBodySchema } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { counterSettingsQueryKey } from './get-counter-settings.ts';

export type UpdateCounterSettingsBody = z.input<typeof updateCounterSettingsBodySchema>;

/** updateCounterSettings (the owner's): the counter's settings, those given. */
export function updateCounterSettings(body: UpdateCounterSettingsBody): Promise<CounterSettings> {
  return apiFetch<CounterSettings>('/api/counter/settings', { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateCounterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCounterSettings,
    onSuccess: (settings) => queryClient.setQueryData(counterSettingsQueryKey, settings),
  });
}
