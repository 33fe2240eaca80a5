import type { Kysely } from 'kysely';
import type { Comanda, SendReceiptBody } from '../../../contracts/counter.ts';
import { toE164 } from '../../../core/phone.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { takesWhatsAppSql } from '../whatsapp/whatsapp.repository.ts';
import { comandaReceiptMessages } from './comanda-receipt.ts';

/**
 * Sends a closed comanda's receipt (docs/counter.md): by e-mail to the address the counter gives,
 * else to the client's own; and on WhatsApp when asked, if the client takes WhatsApp messages.
 * Answers where it went.
 */
export function createReceiptsService(deps: {
  db: Kysely<Database>;
  outbox: OutboxRepository;
  comanda: (businessId: string, id: string) => Promise<Comanda>;
  now: () => Date;
}) {
  const { db } = deps;
  return {
    async send(businessId: string, id: string, body: SendReceiptBody) {
      const comanda = await deps.comanda(businessId, id);
      if (comanda.status !== 'closed') throw new AppError('COMANDA_NOT_CLOSED', 409);
      const business = await db
        .selectFrom('businesses')
        .select(['id', 'name', 'time_zone', 'currency', 'locale', 'country'])
        .where('id', '=', businessId)
        .executeTakeFirstOrThrow();
      const client = comanda.clientId
        ? await db
            .selectFrom('clients as c')
            .select(['c.id', 'c.email', 'c.phone', takesWhatsAppSql('c').as('takes_whatsapp')])
            .where('c.business_id', '=', businessId)
            .where('c.id', '=', comanda.clientId)
            .executeTakeFirst()
        : undefined;
      const email = body.email ?? client?.email ?? null;
      const phone = client?.takes_whatsapp && client.phone ? toE164(client.phone, business.country) : null;
      if (body.whatsapp && !phone) throw new AppError('WHATSAPP_NOT_ALLOWED', 422);
      if (!email && !body.whatsapp)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { email: 'validation.required' } });
      const messages = comandaReceiptMessages(
        comanda,
        {
          id: business.id,
          name: business.name,
          timeZone: business.time_zone,
          currency: business.currency,
          locale: business.locale,
        },
        { email, whatsApp: body.whatsapp && phone ? { clientId: client!.id, phone } : null, sentAt: deps.now() },
      );
      for (const message of messages) await deps.outbox.add(message);
      return { email, whatsapp: body.whatsapp ?? false };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
