import type { FastifyBaseLogger } from 'fastify';
import type { MailService } from '../modules/mail/mail.service.ts';
import type { OutboxRepository } from '../modules/mail/outbox.repository.ts';
import type { WhatsAppSender } from '../modules/whatsapp/whatsapp-sender.ts';
import type { CalendarSyncWorker } from '../modules/calendar-sync/calendar-sync.worker.ts';
import { withoutEmailAddresses } from '../plugins/request-log.ts';

const MAX_ATTEMPTS = 8;

/** Delay before the next try: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

interface SenderDeps {
  outbox: OutboxRepository;
  mail: MailService;
  /** WhatsApp messages go through the platform, or the built-in test WhatsApp (docs/whatsapp.md). */
  whatsapp: Pick<WhatsAppSender, 'deliver'>;
  /** Calendar writes go to the professional's connected calendars (docs/calendars.md). */
  calendar: Pick<CalendarSyncWorker, 'deliver'>;
  log: FastifyBaseLogger;
  leaseSeconds: number;
}

/** A failure that no retry will mend: a WhatsApp number the platform refused, a client who opted out. */
const isPermanent = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;

/**
 * Sends the due outbox messages once, each e-mail by SMTP, each WhatsApp message through
 * WhatsApp and each calendar write to its connected calendar. Any number of senders may run against one database: each claims rows with FOR UPDATE
 * SKIP LOCKED under a lease.
 */
export function createOutboxSender(deps: SenderDeps) {
  return async function runOnce(): Promise<number> {
    const batch = await deps.outbox.claimDue(10, deps.leaseSeconds);
    for (const message of batch) {
      try {
        if (message.channel === 'calendar') await deps.calendar.deliver(message);
        else if (message.whatsapp) await deps.whatsapp.deliver({ ...message, whatsapp: message.whatsapp });
        else await deps.mail.deliver(message);
        await deps.outbox.markSent(message.id);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts >= MAX_ATTEMPTS || isPermanent(error)
            ? null
            : new Date(Date.now() + retryDelayMs(message.attempts));
        // An SMTP refusal often quotes the recipient: the log gets the reason without the address.
        deps.log.warn(
          { messageId: message.id, attempts: message.attempts, error: withoutEmailAddresses(text) },
          message.channel === 'calendar'
            ? 'calendar event not written'
            : message.whatsapp
              ? 'WhatsApp message not sent'
              : 'e-mail not sent',
        );
        await deps.outbox.markFailed(message.id, text, retryAt);
      }
    }
    return batch.length;
  };
}

/**
 * Runs the sender every `intervalMs` until stopped. Without an SMTP server the e-mails are kept for
 * the local mailbox, but WhatsApp messages still go (to the test WhatsApp without the keys).
 */
export function startOutboxWorker(deps: SenderDeps & { intervalMs: number }) {
  const runOnce = createOutboxSender(deps);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => deps.log.error({ err: error }, 'outbox worker failed'))
        .then(() => schedule());
    }, deps.intervalMs);
  }

  schedule();

  return {
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
