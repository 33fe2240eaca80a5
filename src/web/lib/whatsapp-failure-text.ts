import type { TFunction } from 'i18next';
import type { WhatsAppFailureReason } from '../../contracts/whatsapp-failure.ts';

/** Why a WhatsApp message did not go, in the reader's language; the platform's refusal in its own words. */
export function whatsAppFailureText(
  t: TFunction,
  failure: { reason: WhatsAppFailureReason | null; error: string | null },
): string {
  if (failure.reason === 'platform' && failure.error) return t('whatsappFailures.platform', { error: failure.error });
  if (failure.reason && failure.reason !== 'platform') return t(`whatsappFailures.${failure.reason}`);
  return t('whatsappFailures.unknown');
}
