import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createOutboxSender } from '../jobs/outbox-worker.ts';
import { createCalendarBusyRepository } from '../modules/calendar-sync/calendar-busy.repository.ts';
import { createSecretBox } from '../modules/calendar-sync/calendar-secrets.ts';
import { createCalendarSyncRepository } from '../modules/calendar-sync/calendar-sync.repository.ts';
import { createCalendarSyncWorker } from '../modules/calendar-sync/calendar-sync.worker.ts';
import { createCalDavProvider } from '../modules/calendar-sync/caldav-provider.ts';
import { createClientsRepository } from '../modules/clients/clients.repository.ts';
import { createMailService } from '../modules/mail/mail.service.ts';
import { createOutboxRepository } from '../modules/mail/outbox.repository.ts';
import { createWhatsAppSender } from '../modules/whatsapp/whatsapp-sender.ts';
import { createWhatsAppRepository } from '../modules/whatsapp/whatsapp.repository.ts';
import { createScheduleFixture, openEveryDay } from './fixtures.ts';
import type { HttpClient, TestApp } from './harness.ts';

/** The five keys of the WhatsApp Business Platform, for a test app pointed at the stand-in. */
export const WHATSAPP_KEYS = {
  WHATSAPP_ACCESS_TOKEN: 'test-access-token',
  WHATSAPP_PHONE_NUMBER_ID: '1099',
  WHATSAPP_BUSINESS_ACCOUNT_ID: '2099',
  WHATSAPP_APP_SECRET: 'test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
};

/** The configuration those keys make, with the Cloud API at an address nothing answers. */
export const PLATFORM_WHATSAPP_CONFIG = {
  mode: 'platform' as const,
  apiUrl: 'http://127.0.0.1:9',
  accessToken: WHATSAPP_KEYS.WHATSAPP_ACCESS_TOKEN,
  phoneNumberId: WHATSAPP_KEYS.WHATSAPP_PHONE_NUMBER_ID,
  businessAccountId: WHATSAPP_KEYS.WHATSAPP_BUSINESS_ACCOUNT_ID,
  appSecret: WHATSAPP_KEYS.WHATSAPP_APP_SECRET,
  verifyToken: WHATSAPP_KEYS.WHATSAPP_VERIFY_TOKEN,
};

/**
 * An outbox sender as another server's worker would run it, on the app's database: through the
 * app's WhatsApp configuration, or (`mode` 'test') the built-in test WhatsApp.
 */
export function outboxWorker(t: TestApp, mode: 'platform' | 'test' = 'platform') {
  const db = t.database.handle.db;
  const outbox = createOutboxRepository(db, { sends: false });
  const clients = createClientsRepository(db);
  const config = mode === 'platform' ? t.config.whatsapp : { mode: 'test' as const, appSecret: 'x', verifyToken: 'y' };
  return createOutboxSender({
    outbox,
    mail: createMailService(outbox, { smtpUrl: undefined, from: 'test@example.com' }),
    whatsapp: createWhatsAppSender({
      config,
      repository: createWhatsAppRepository(db),
      markUnreachable: (businessId, clientId, at) => clients.markWhatsAppUnreachable(businessId, clientId, at),
      now: () => new Date(),
    }),
    calendar: createCalendarSyncWorker({
      repository: createCalendarSyncRepository(db, outbox),
      busy: createCalendarBusyRepository(db),
      providers: { caldav: createCalDavProvider(createSecretBox(t.config.authSecret)) },
      baseUrl: t.config.baseUrl,
      pollSeconds: t.config.caldav.pollSeconds,
      log: t.agendo.app.log,
    }),
    log: t.agendo.app.log,
    leaseSeconds: 30,
  });
}

/** A client of the business, with their consent to WhatsApp messages (null: none) as the consent UI would record it. */
export async function insertWhatsAppClient(
  db: Kysely<Database>,
  businessId: string,
  phone: string,
  consent: { at?: Date; optedOutAt?: Date } | null,
): Promise<string> {
  const row = await db
    .insertInto('clients')
    .values({
      business_id: businessId,
      full_name: 'Ana  Souza',
      phone,
      whatsapp_consent_at: consent ? (consent.at ?? new Date()) : null,
      whatsapp_consent_words: consent ? 'Quero receber mensagens no WhatsApp' : null,
      whatsapp_consent_source: consent ? 'booking_page' : null,
      whatsapp_opted_out_at: consent?.optedOutAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The business takes online bookings at any hour, in `timeZone`, with a schedule fixture. */
export async function openAllDayForOnlineBooking(t: TestApp, owner: HttpClient, businessId: string, timeZone: string) {
  const db = t.database.handle.db;
  const fixture = await createScheduleFixture(db, businessId, { timeZone, hours: { start: '00:00', end: '23:59' } });
  await openEveryDay(db, businessId, '00:00', '23:59');
  const settings = await owner.request('PATCH', '/api/online-booking/settings', { enabled: true, minNoticeMinutes: 0 });
  if (settings.status !== 200) throw new Error(`online booking not enabled: ${settings.status}`);
  return fixture;
}
