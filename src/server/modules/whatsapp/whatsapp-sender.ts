import { renderWhatsAppTemplate } from '../../../core/whatsapp-templates.ts';
import type { WhatsAppPayload } from '../../../core/whatsapp.ts';
import type { WhatsAppConfig } from '../../config-whatsapp.ts';
import type { ClaimedMessage } from '../mail/outbox.repository.ts';
import { createGraphApi, GraphApiError } from './graph-api.ts';
import { FRONT_DESK_TEXT_KIND } from './whatsapp-conversation.queries.ts';
import { NO_LONGER_TAKES_WHATSAPP, SWITCHED_OFF } from './whatsapp-failures.ts';
import { templateSwitchedOn } from './whatsapp-messages.ts';
import type { WhatsAppRepository } from './whatsapp.repository.ts';

/**
 * Sends the outbox's WhatsApp messages: through the Cloud API with the platform's keys, else to
 * the built-in test WhatsApp, which sends nothing out and keeps the message as delivered. Either
 * way the conversation (`whatsapp_messages`) gets the message as the client sees it.
 */

/** A message that will never go: the worker gives it up instead of trying again. */
export class WhatsAppRefused extends Error {
  readonly permanent = true;
}

export interface WhatsAppSenderDeps {
  config: WhatsAppConfig;
  repository: WhatsAppRepository;
  /** The platform said the number is not on WhatsApp (the clients module keeps it). */
  markUnreachable(businessId: string, clientId: string, at: Date): Promise<void>;
  now: () => Date;
  fetchImpl?: typeof fetch;
}

/** What the client reads: the template's text with its parameters, or the text itself. */
export function whatsAppText(payload: WhatsAppPayload): string {
  return payload.type === 'template'
    ? renderWhatsAppTemplate(payload.template, payload.language, payload.bodyParameters)
    : payload.body;
}

export function createWhatsAppSender(deps: WhatsAppSenderDeps) {
  const { config, repository } = deps;
  const api = config.mode === 'platform' ? createGraphApi(config, deps.fetchImpl) : null;

  async function send(to: string, payload: WhatsAppPayload): Promise<string> {
    if (!api) return '';
    return payload.type === 'template'
      ? api.sendTemplate({
          to,
          template: payload.template,
          language: payload.language,
          bodyParameters: payload.bodyParameters,
          buttonPayloads: payload.buttonPayloads,
        })
      : api.sendText(to, payload.body);
  }

  return {
    /** Sends one claimed message; throws WhatsAppRefused when it can never go, any other error to retry. */
    async deliver(message: ClaimedMessage & { whatsapp: WhatsAppPayload }): Promise<void> {
      const payload = message.whatsapp;
      const businessId = message.businessId;
      if (!businessId) throw new WhatsAppRefused('a WhatsApp message must belong to a business');
      // Queued a day ahead, a reminder must not reach a client who has since said PARAR, nor go once
      // the business switched reminders off; nor a front desk's text a client who said PARAR since
      // it was written. (An answer to the client's own message — the acknowledgement of PARAR
      // among them — goes.)
      const checksReach = payload.type === 'template' || message.kind === FRONT_DESK_TEXT_KIND;
      if (checksReach && !(await repository.takesWhatsApp(businessId, payload.clientId)))
        throw new WhatsAppRefused(NO_LONGER_TAKES_WHATSAPP);
      if (payload.type === 'template' && !templateSwitchedOn(payload.template, await repository.settings(businessId)))
        throw new WhatsAppRefused(SWITCHED_OFF);
      const record = {
        businessId,
        clientId: payload.clientId,
        appointmentId: message.appointmentId,
        outboxMessageId: message.id,
        phone: message.to,
        template: payload.type === 'template' ? payload.template : null,
        body: whatsAppText(payload),
      };
      let platformMessageId: string;
      try {
        platformMessageId = api ? await send(message.to, payload) : `test.${message.id}`;
      } catch (error) {
        if (!(error instanceof GraphApiError && error.unreachable)) throw error;
        const at = deps.now();
        await deps.markUnreachable(businessId, payload.clientId, at);
        await repository.recordOutgoing({
          ...record,
          status: 'failed',
          platformMessageId: null,
          error: error.message,
          at,
        });
        throw new WhatsAppRefused(error.message);
      }
      await repository.recordOutgoing({
        ...record,
        status: api ? 'accepted' : 'delivered',
        platformMessageId,
        at: deps.now(),
      });
    },
  };
}

export type WhatsAppSender = ReturnType<typeof createWhatsAppSender>;
