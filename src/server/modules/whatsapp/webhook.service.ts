import type { Kysely } from 'kysely';
import type {
  WhatsAppIncomingMessage,
  WhatsAppStatus,
  WhatsAppWebhookResponse,
} from '../../../contracts/whatsapp-webhook.ts';
import type { WhatsAppConfig } from '../../config-whatsapp.ts';
import type { Database } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { whatsAppLanguage } from '../../../core/whatsapp.ts';
import { AppError } from '../../errors.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import { markWhatsAppUnreachableWith, optOutOfWhatsAppWith } from '../clients/whatsapp-reach.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import type { OutboxRepository, OutgoingMessage } from '../mail/outbox.repository.ts';
import { manageUrl } from '../online-booking/booking-links.ts';
import type { CancellableAppointment, CustomerCancellation } from '../online-booking/customer-cancellation.ts';
import {
  buttonReply,
  buttonText,
  eventInstant,
  isOptOut,
  readDelivery,
  signatureMatches,
  verifyTokenMatches,
  type WebhookEvent,
} from './webhook-delivery.ts';
import { replyMessage, replyTexts } from './webhook-replies.ts';
import type { DeliveryStatus, ReplyTarget, WebhookRepository } from './webhook.repository.ts';

/** The platform's error code for a number that is not on WhatsApp. */
const NOT_ON_WHATSAPP = 131026;
const DELIVERY_STATUSES: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies DeliveryStatus[];

type Outcome = 'applied' | 'duplicate' | 'ignored';

/** Thrown inside an event's transaction when it turns out to concern no one: nothing is recorded. */
class NothingToDo extends Error {}

/**
 * The WhatsApp webhook (docs/whatsapp.md): a signed delivery's events, each handled once. An
 * event is recorded in the ledger in the same transaction as its effect, so a repeated delivery
 * changes nothing and a failed one (the database unavailable: the answer is a 5xx, and the
 * platform delivers again) leaves nothing half done. Events about nothing Agendo knows (an
 * unknown token, number or message) change nothing and are not recorded.
 */
export function createWebhookService(deps: {
  config: WhatsAppConfig;
  repository: WebhookRepository;
  unitOfWork: UnitOfWork;
  outbox: OutboxRepository;
  appointments: AppointmentsRepository;
  cancelByCustomerWith: (trx: Kysely<Database>, appointment: CancellableAppointment) => Promise<CustomerCancellation>;
  /** After a customer's cancel committed: its deposit refunded or kept by the policy (docs/deposits.md). */
  customerCancelled?: (businessId: string, appointmentId: string) => Promise<void>;
  /** The e-mail an undelivered WhatsApp message about an appointment stands for (online-booking supplies it). */
  emailInsteadOfWhatsApp: (appointmentId: string, template: string) => Promise<OutgoingMessage[]>;
  feed: ChangeFeed;
  baseUrl: string;
  now: () => Date;
}) {
  const { repository, unitOfWork, outbox } = deps;

  /** Runs `effect` with the event claimed in the ledger, all or nothing; 'duplicate' when it was handled before. */
  async function once(key: string, effect: (trx: Kysely<Database>) => Promise<void>): Promise<Outcome> {
    try {
      return await unitOfWork(async (trx) => {
        if (!(await repository.claimEventWith(trx, key, deps.now()))) return 'duplicate';
        await effect(trx);
        return 'applied';
      });
    } catch (error) {
      if (error instanceof NothingToDo) return 'ignored';
      throw error;
    }
  }

  async function handleStatus(key: string, status: WhatsAppStatus): Promise<Outcome> {
    if (!DELIVERY_STATUSES.includes(status.status)) return 'ignored';
    // A status of a message this server never recorded (another installation's) concerns nothing here.
    if (!(await repository.knowsMessage(status.id))) return 'ignored';
    const errors = status.errors ?? [];
    const error = errors.map((e) => [e.code, e.title].filter(Boolean).join(' ')).join('; ') || null;
    let onSchedule: string | null = null;
    const outcome = await once(key, async (trx) => {
      const change = { status: status.status as DeliveryStatus, at: eventInstant(status.timestamp, deps.now()), error };
      const message = await repository.advanceStatusWith(trx, status.id, change);
      if (message?.appointmentId) onSchedule = message.businessId;
      if (!message || change.status !== 'failed') return;
      if (message.clientId && errors.some((e) => e.code === NOT_ON_WHATSAPP))
        await markWhatsAppUnreachableWith(trx, message.clientId, deps.now());
      // What the message said goes by e-mail instead, when the customer has an address.
      if (message.appointmentId && message.template)
        await outbox.addWith(trx, await deps.emailInsteadOfWhatsApp(message.appointmentId, message.template));
    });
    // An appointment's panel open on a schedule shows the new status once it is committed.
    if (onSchedule) await deps.feed.publish({ businessId: onSchedule, kind: 'appointments' });
    return outcome;
  }

  async function handleButton(
    key: string,
    message: WhatsAppIncomingMessage,
    reply: NonNullable<ReturnType<typeof buttonReply>>,
  ): Promise<Outcome> {
    const target = await repository.replyTarget(reply.token);
    if (!target) return 'ignored';
    const texts = replyTexts(target.clientLocale);
    const to = {
      phone: `+${message.from}`,
      businessId: target.businessId,
      clientId: target.clientId,
      locale: target.clientLocale,
      appointmentId: target.id,
    };
    let changed = false;
    let cancelled = false;
    const outcome = await once(key, async (trx) => {
      // The tap joins the conversation, and opens WhatsApp's 24-hour window as any message does.
      await repository.recordIncomingWith(trx, {
        businessId: target.businessId,
        clientId: target.clientId,
        platformMessageId: message.id,
        phone: to.phone,
        body: buttonText(message, reply.action, whatsAppLanguage(target.clientLocale)),
        at: eventInstant(message.timestamp, deps.now()),
      });
      const answer = async (body: string) => outbox.addWith(trx, [replyMessage(key, to, body)]);
      if (reply.action === 'confirm') {
        // A visit already under way or past is not confirmed any more.
        if (target.status === 'scheduled' && target.startsAt > deps.now())
          changed = await deps.appointments.changeStatusWith(
            trx,
            target.businessId,
            target.id,
            'scheduled',
            'confirmed',
          );
        const confirmed = changed || (target.status === 'confirmed' && target.startsAt > deps.now());
        await answer(confirmed ? texts.confirmed(target) : texts.notConfirmable(target));
      } else if (reply.action === 'cancel') {
        const result = await deps.cancelByCustomerWith(trx, target);
        changed = result.outcome === 'cancelled';
        cancelled = changed;
        await answer(result.outcome === 'too_late' ? texts.tooLate(target, result.hours) : texts.cancelled(target));
      } else {
        await answer(reschedule(target));
      }
    });
    // The open schedules and the live feed see the change once it is committed.
    if (changed) await deps.feed.publish({ businessId: target.businessId, kind: 'appointments' });
    if (cancelled) await deps.customerCancelled?.(target.businessId, target.id);
    return outcome;
  }

  function reschedule(target: ReplyTarget): string {
    const texts = replyTexts(target.clientLocale);
    return target.manageToken
      ? texts.manageLink(target, manageUrl(deps.baseUrl, target.businessId, target.manageToken))
      : texts.rescheduleByPhone(target);
  }

  async function handleText(key: string, message: WhatsAppIncomingMessage, body: string): Promise<Outcome> {
    const phone = `+${message.from}`;
    const conversation = await repository.conversationOf(phone);
    if (isOptOut(body)) {
      return once(key, async (trx) => {
        const optedOut = await optOutOfWhatsAppWith(trx, message.from, deps.now());
        const client = optedOut.find((c) => c.id === conversation?.clientId) ?? optedOut[0];
        // An unknown number, or one already opted out (acknowledged then): nothing to record.
        if (!client) throw new NothingToDo();
        const locale =
          conversation?.clientId === client.id ? conversation.locale : await repository.clientLocale(client.id);
        const to = { phone, businessId: client.businessId, clientId: client.id, locale };
        await outbox.addWith(trx, [replyMessage(key, to, replyTexts(locale).optedOut)]);
      });
    }
    if (!conversation) return 'ignored';
    return once(key, (trx) =>
      repository.recordIncomingWith(trx, {
        businessId: conversation.businessId,
        clientId: conversation.clientId,
        platformMessageId: message.id,
        phone,
        body,
        at: eventInstant(message.timestamp, deps.now()),
      }),
    );
  }

  async function handle(event: WebhookEvent): Promise<Outcome> {
    if (event.kind === 'status') return handleStatus(event.key, event.status);
    const { message } = event;
    const reply = buttonReply(message);
    if (reply) return handleButton(event.key, message, reply);
    const body = message.type === 'text' ? message.text?.body.trim() : undefined;
    // Pictures, audio, locations and the like are not part of the conversation Agendo keeps.
    return body ? handleText(event.key, message, body) : 'ignored';
  }

  return {
    /** The platform's subscription handshake: the challenge, or null when the token is not ours. */
    handshake(query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }): string | null {
      const tokenMatches = verifyTokenMatches(query['hub.verify_token'], deps.config.verifyToken);
      if (query['hub.mode'] !== 'subscribe' || !tokenMatches || query['hub.challenge'] === undefined) return null;
      return query['hub.challenge'];
    },

    /** A delivery: 401 unless signed with the app secret, 400 unless a notification, then each event once. */
    async receive(raw: Buffer, signature: string | undefined): Promise<WhatsAppWebhookResponse> {
      if (!signatureMatches(raw, signature, deps.config.appSecret)) throw new AppError('BAD_SIGNATURE', 401);
      const counts = { applied: 0, duplicates: 0, ignored: 0 };
      for (const event of readDelivery(raw)) {
        const outcome = await handle(event);
        if (outcome === 'applied') counts.applied++;
        else if (outcome === 'duplicate') counts.duplicates++;
        else counts.ignored++;
      }
      return { received: true, ...counts };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
