import type { WhatsAppFailureReason } from '../../../contracts/whatsapp-failure.ts';
import { EXPIRED_BEFORE_SENT } from '../mail/outbox.repository.ts';

/*
 * Why a WhatsApp message was given up, as the outbox keeps it (`last_error`), and as the screens
 * read it back: one place for both.
 */

/** A queued message whose client withdrew consent, opted out or is not on WhatsApp any more. */
export const NO_LONGER_TAKES_WHATSAPP = 'the client no longer takes WhatsApp messages';

/** A queued template whose kind the business switched off in Settings → WhatsApp since. */
export const SWITCHED_OFF = 'the business switched this message off';

/** A failed message's reason and, for the platform's refusal, its words; nothing for any other status. */
export function whatsAppFailure(
  status: string,
  error: string | null,
): { reason: WhatsAppFailureReason | null; error: string | null } {
  if (status !== 'failed') return { reason: null, error: null };
  if (error === EXPIRED_BEFORE_SENT) return { reason: 'expired', error: null };
  if (error === NO_LONGER_TAKES_WHATSAPP) return { reason: 'not_allowed', error: null };
  if (error === SWITCHED_OFF) return { reason: 'switched_off', error: null };
  return { reason: 'platform', error };
}
