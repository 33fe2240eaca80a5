import type {
  ClientWhatsAppConversation,
  WhatsAppConversationMessage,
} from '../../../contracts/whatsapp-conversation.ts';
import { toE164 } from '../../../core/phone.ts';
import { customerServiceWindow } from '../../../core/whatsapp-window.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Actor } from '../../plugins/session.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import {
  FRONT_DESK_TEXT_KIND,
  type ConversationRow,
  type WhatsAppConversationQueries,
} from './whatsapp-conversation.queries.ts';
import { whatsAppFailure } from './whatsapp-failures.ts';

/** What the business's screens (the local mailbox among them) call a text written to a client. */
const SUBJECT: Record<Locale, string> = { 'pt-BR': 'Mensagem no WhatsApp', 'en-US': 'WhatsApp message' };

const toMessage = (row: ConversationRow): WhatsAppConversationMessage => ({
  ...row,
  ...whatsAppFailure(row.status, row.error),
  statusAt: row.statusAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * A client's WhatsApp conversation on their page (docs/whatsapp.md): what was sent and received,
 * and the texts the front desk writes — queued through the outbox like any WhatsApp message, and
 * only while the client takes WhatsApp and the window their own last message opened is open.
 */
export function createWhatsAppConversationService(deps: {
  queries: WhatsAppConversationQueries;
  outbox: OutboxRepository;
  now: () => Date;
}) {
  const { queries } = deps;

  /** The client's number on WhatsApp, whether they take it, and the window their last message opened. */
  async function standing(businessId: string, clientId: string) {
    const reach = await queries.reach(businessId, clientId);
    if (!reach) throw notFound();
    const phone = reach.phone ? toE164(reach.phone, reach.country) : null;
    const lastIncomingAt = phone ? await queries.lastIncomingAt(businessId, clientId, phone) : null;
    const window = customerServiceWindow(lastIncomingAt, deps.now());
    const takesWhatsApp = phone !== null && reach.takesWhatsApp;
    const reason = phone === null ? ('no_phone' as const) : reach.reason;
    return { phone, locale: reach.locale, window, takesWhatsApp, reason };
  }

  return {
    async conversation(actor: Actor, clientId: string, limit: number): Promise<ClientWhatsAppConversation> {
      const businessId = actor.profile.businessId;
      const { window, takesWhatsApp, reason } = await standing(businessId, clientId);
      const { messages, hasOlder } = await queries.latest(businessId, clientId, limit);
      return {
        messages: messages.map(toMessage),
        hasOlder,
        window: { open: window.open, closesAt: window.closesAt?.toISOString() ?? null },
        takesWhatsApp,
        reason,
        canSend: takesWhatsApp && window.open,
      };
    },

    /**
     * Queues a text to the client, once per idempotency key: a repeated request answers the text
     * it queued first, as it stands now. 422 WHATSAPP_NOT_ALLOWED when the client does not take
     * WhatsApp; 409 WHATSAPP_WINDOW_CLOSED outside the 24 hours after their last message.
     */
    async send(
      actor: Actor,
      clientId: string,
      body: { text: string; idempotencyKey: string },
    ): Promise<WhatsAppConversationMessage> {
      const businessId = actor.profile.businessId;
      const dedupeKey = `whatsapp-text:${clientId}:${body.idempotencyKey}`;
      const state = await standing(businessId, clientId);
      const earlier = await queries.queuedText(businessId, clientId, dedupeKey);
      if (earlier) return toMessage(earlier);
      if (!state.takesWhatsApp || !state.phone) throw new AppError('WHATSAPP_NOT_ALLOWED', 422);
      if (!state.window.open) throw new AppError('WHATSAPP_WINDOW_CLOSED', 409);
      await deps.outbox.add({
        kind: FRONT_DESK_TEXT_KIND,
        to: state.phone,
        subject: SUBJECT[state.locale],
        text: body.text,
        businessId,
        dedupeKey,
        whatsapp: { type: 'text', body: body.text, clientId },
      });
      const queued = await queries.queuedText(businessId, clientId, dedupeKey);
      if (!queued) throw new Error('the queued WhatsApp text could not be read back');
      return toMessage(queued);
    },
  };
}

export type WhatsAppConversationService = ReturnType<typeof createWhatsAppConversationService>;
