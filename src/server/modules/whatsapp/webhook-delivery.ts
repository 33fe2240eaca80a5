import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  whatsAppWebhookSchema,
  type WhatsAppIncomingMessage,
  type WhatsAppStatus,
} from '../../../contracts/whatsapp-webhook.ts';
import { WHATSAPP_TEMPLATE_CATALOG } from '../../../core/whatsapp-templates.ts';
import {
  readReplyPayload,
  WHATSAPP_REPLY_ACTIONS,
  type WhatsAppLanguage,
  type WhatsAppReplyAction,
} from '../../../core/whatsapp.ts';
import { AppError } from '../../errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../plugins/json-body.ts';

/*
 * A delivery to the WhatsApp webhook, from its raw bytes to the events it carries: the signature
 * the platform computes over the exact bytes it sent, then the JSON and its shape.
 */

/** One event of a delivery, keyed as the ledger records it. */
export type WebhookEvent =
  | { kind: 'message'; key: string; message: WhatsAppIncomingMessage }
  | { kind: 'status'; key: string; status: WhatsAppStatus };

const digest = (secret: string, data: Buffer | string) => createHmac('sha256', secret).update(data).digest();

/** Whether `header` is 'sha256=' and the hex HMAC-SHA256 of `raw` with the app secret, compared in constant time. */
export function signatureMatches(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), digest(appSecret, raw));
}

/** Whether the handshake's token is ours, compared in constant time (whatever the lengths). */
export function verifyTokenMatches(given: string | undefined, verifyToken: string): boolean {
  if (given === undefined) return false;
  const key = 'whatsapp-verify-token';
  return timingSafeEqual(digest(key, given), digest(key, verifyToken));
}

/** The events of a signed delivery, in order; a 400 with a stable code when it is not a notification. */
export function readDelivery(raw: Buffer): WebhookEvent[] {
  const text = raw.toString('utf8');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError('BODY_TOO_DEEP', 400);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_BODY', 400);
  }
  const parsed = whatsAppWebhookSchema.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.slice(0, 20).map((issue) => [issue.path.join('.') || 'body', 'validation.invalid']),
    );
    throw new AppError('VALIDATION_ERROR', 400, { fields });
  }
  const events: WebhookEvent[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      for (const status of change.value.statuses ?? [])
        events.push({ kind: 'status', key: `status:${status.id}:${status.status}`, status });
      for (const message of change.value.messages ?? [])
        events.push({ kind: 'message', key: `message:${message.id}`, message });
    }
  }
  return events;
}

/** The moment the platform stamped on an event (seconds since 1970), else `fallback`. */
export function eventInstant(timestamp: string | undefined, fallback: Date): Date {
  const seconds = Number(timestamp);
  return timestamp && Number.isSafeInteger(seconds) && seconds > 0 ? new Date(seconds * 1000) : fallback;
}

/** A button's reply: what it asks and the appointment's token, or null for anything else. */
export function buttonReply(message: WhatsAppIncomingMessage): { action: WhatsAppReplyAction; token: string } | null {
  const payload =
    message.type === 'button'
      ? message.button?.payload
      : message.type === 'interactive' && message.interactive?.type === 'button_reply'
        ? message.interactive.button_reply?.id
        : undefined;
  return readReplyPayload(payload ?? '');
}

/**
 * What the customer's tap reads as in their conversation: the button's own text as the platform
 * reports it, else the button's label in the template's language.
 */
export function buttonText(
  message: WhatsAppIncomingMessage,
  action: WhatsAppReplyAction,
  language: WhatsAppLanguage,
): string {
  const reported = message.button?.text ?? message.interactive?.button_reply?.title;
  if (reported?.trim()) return reported.trim();
  const buttons = WHATSAPP_TEMPLATE_CATALOG.booking_confirmation.texts[language].buttons;
  return buttons[WHATSAPP_REPLY_ACTIONS.indexOf(action)] ?? action;
}

/** Whether a text asks to stop the messages: PARAR or STOP, in any case. */
export const isOptOut = (text: string) => /^(parar|stop)$/i.test(text.trim());
