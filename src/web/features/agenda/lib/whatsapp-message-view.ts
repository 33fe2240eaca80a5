import type { AppointmentWhatsAppMessage } from '../../../../contracts/appointment-whatsapp.ts';
import type { WhatsAppTemplateName } from '../../../../core/whatsapp.ts';

/** What a message is, as the panel names it: the template's purpose, or a text answering the client. */
export type WhatsAppMessageKind =
  'confirmation' | 'reminder' | 'change' | 'cancellation' | 'review' | 'waitlistOffer' | 'receipt' | 'reply';

/** Where a message stands: a queued one due later is 'scheduled' (for its moment). */
export type WhatsAppMessageState = Exclude<AppointmentWhatsAppMessage['status'], 'queued'> | 'queued' | 'scheduled';

const KIND_OF: Record<WhatsAppTemplateName, WhatsAppMessageKind> = {
  booking_confirmation: 'confirmation',
  booking_reminder: 'reminder',
  booking_changed: 'change',
  booking_cancelled: 'cancellation',
  review_request: 'review',
  waitlist_offer: 'waitlistOffer',
  comanda_receipt: 'receipt',
};

/** A message due within this long is about to go: 'queued', not 'scheduled'. */
const ABOUT_TO_GO_MS = 60_000;

export function messageKind(message: Pick<AppointmentWhatsAppMessage, 'template'>): WhatsAppMessageKind {
  return message.template ? KIND_OF[message.template] : 'reply';
}

export function messageState(
  message: Pick<AppointmentWhatsAppMessage, 'status' | 'at'>,
  now: number,
): WhatsAppMessageState {
  if (message.status !== 'queued') return message.status;
  return Date.parse(message.at) > now + ABOUT_TO_GO_MS ? 'scheduled' : 'queued';
}
