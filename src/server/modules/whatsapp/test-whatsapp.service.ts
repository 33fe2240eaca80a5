import { createHmac, randomUUID } from 'node:crypto';
import { formatPhone } from '../../../core/phone.ts';
import type {
  TestWhatsAppConversation,
  TestWhatsAppReply,
  TestWhatsAppResponse,
} from '../../../contracts/test-whatsapp.ts';
import type { WhatsAppWebhookResponse } from '../../../contracts/whatsapp-webhook.ts';
import type { WhatsAppConfig } from '../../config-whatsapp.ts';
import { AppError } from '../../errors.ts';
import type { TestWhatsAppRepository } from './test-whatsapp.repository.ts';
import type { WebhookService } from './webhook.service.ts';

/** How many of the latest messages the page shows. */
const SHOWN_MESSAGES = 300;

/**
 * The built-in test WhatsApp (docs/whatsapp.md), on a local server without WhatsApp keys: the
 * conversations the server kept, and the customer's side of them. A reply is posted to the
 * webhook as the platform would post it — a notification signed with the app secret — so it
 * takes the same path as a real customer's.
 */
export function createTestWhatsApp(deps: {
  config: WhatsAppConfig;
  /** The local mailbox is on: this is a local server without outgoing mail. */
  localServer: boolean;
  repository: TestWhatsAppRepository;
  webhook: WebhookService;
  now: () => Date;
}) {
  const enabled = deps.config.mode === 'test' && deps.localServer;
  const ensureEnabled = () => {
    if (!enabled) throw new AppError('TEST_WHATSAPP_DISABLED', 404);
  };

  /** The notification the platform would post for this reply, from a new message id. */
  function notification(reply: TestWhatsAppReply) {
    const from = reply.phone.slice(1);
    const id = `wamid.test.${randomUUID()}`;
    const timestamp = String(Math.floor(deps.now().getTime() / 1000));
    const message =
      reply.buttonPayload !== undefined
        ? { id, from, timestamp, type: 'button', button: { payload: reply.buttonPayload } }
        : { id, from, timestamp, type: 'text', text: { body: reply.text ?? '' } };
    const value = {
      messaging_product: 'whatsapp',
      metadata: { phone_number_id: 'test' },
      contacts: [{ wa_id: from }],
      messages: [message],
    };
    return { object: 'whatsapp_business_account', entry: [{ id: 'test', changes: [{ field: 'messages', value }] }] };
  }

  return {
    async conversations(): Promise<TestWhatsAppResponse> {
      ensureEnabled();
      const byPhone = new Map<string, TestWhatsAppConversation>();
      for (const message of await deps.repository.recentMessages(SHOWN_MESSAGES)) {
        let conversation = byPhone.get(message.phone);
        if (conversation) byPhone.delete(message.phone);
        conversation ??= { phone: message.phone, displayPhone: '', messages: [] };
        conversation.displayPhone = formatPhone(message.phone, message.country);
        conversation.messages.push({
          id: message.id,
          direction: message.direction,
          body: message.body,
          status: message.status,
          createdAt: message.createdAt.toISOString(),
          buttons: message.buttons,
        });
        // Re-inserted: the map's order ends with the conversation that moved last.
        byPhone.set(message.phone, conversation);
      }
      return { conversations: [...byPhone.values()].reverse() };
    },

    /** The customer's reply: a tapped button of a message sent to them, or a text. */
    async reply(reply: TestWhatsAppReply): Promise<WhatsAppWebhookResponse> {
      ensureEnabled();
      const known =
        reply.buttonPayload !== undefined
          ? await deps.repository.sentButton(reply.phone, reply.buttonPayload)
          : await deps.repository.hasConversation(reply.phone);
      if (!known) throw new AppError('TEST_WHATSAPP_UNKNOWN_CONVERSATION', 404);
      const raw = Buffer.from(JSON.stringify(notification(reply)));
      const signature = 'sha256=' + createHmac('sha256', deps.config.appSecret).update(raw).digest('hex');
      return deps.webhook.receive(raw, signature);
    },
  };
}

export type TestWhatsApp = ReturnType<typeof createTestWhatsApp>;
