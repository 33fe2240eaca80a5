import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { createUnitOfWork } from './db/unit-of-work.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAppointmentsQueries } from './modules/appointments/appointments.queries.ts';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository.ts';
import { createBillingRepository } from './modules/billing/billing.repository.ts';
import { createDepositsRepository } from './modules/deposits/deposits.repository.ts';
import { createBlogRepository } from './modules/blog/blog.repository.ts';
import { createBusinessErasureRepository } from './modules/business/business-erasure.repository.ts';
import { createBusinessExportRepository } from './modules/business/business-export.repository.ts';
import { createBusinessRepository } from './modules/business/business.repository.ts';
import { createCalendarRepository } from './modules/calendar/calendar.repository.ts';
import { createCalendarBusyRepository } from './modules/calendar-sync/calendar-busy.repository.ts';
import { createCalendarSyncRepository } from './modules/calendar-sync/calendar-sync.repository.ts';
import { createClientDataRepository } from './modules/clients/client-data.repository.ts';
import { createClientsRepository } from './modules/clients/clients.repository.ts';
import { createCommissionsRepository } from './modules/commissions/commissions.repository.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { createOutboxRepository } from './modules/mail/outbox.repository.ts';
import { createWaitlistQueries } from './modules/waitlist/waitlist.queries.ts';
import { createWaitlistRepository } from './modules/waitlist/waitlist.repository.ts';
import { createMetricsQueries } from './modules/metrics/metrics.queries.ts';
import { createBookingSettingsRepository } from './modules/online-booking/booking-settings.repository.ts';
import { createOnlineBookingRepository } from './modules/online-booking/online-booking.repository.ts';
import { createProfessionalsRepository } from './modules/professionals/professionals.repository.ts';
import { createReviewsQueries } from './modules/reviews/reviews.queries.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { createCashRegistersRepository } from './modules/counter/cash-registers.repository.ts';
import { createComandasRepository } from './modules/counter/comandas.repository.ts';
import { createCounterSettingsRepository } from './modules/counter/counter-settings.repository.ts';
import { createSampleDataRepository } from './modules/sample-data/sample-data.repository.ts';
import { createPackagesRepository } from './modules/packages/packages.repository.ts';
import { createProductsRepository } from './modules/products/products.repository.ts';
import { createServicesRepository } from './modules/services/services.repository.ts';
import { createAuditLogRepository } from './modules/site-content/audit-log.repository.ts';
import { createScreenshotsRepository } from './modules/site-content/screenshots.repository.ts';
import { createSiteContentRepository } from './modules/site-content/site-content.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createAppointmentWhatsAppQueries } from './modules/whatsapp/appointment-whatsapp.queries.ts';
import { createWhatsAppConversationQueries } from './modules/whatsapp/whatsapp-conversation.queries.ts';
import { createWebhookRepository } from './modules/whatsapp/webhook.repository.ts';
import { createTestWhatsAppRepository } from './modules/whatsapp/test-whatsapp.repository.ts';
import { createWhatsAppRepository } from './modules/whatsapp/whatsapp.repository.ts';

/**
 * The composition root of the data layer: every repository (and read-only `…queries`) is made
 * here, once, and handed to the services that need it — no repository builds another. A
 * repository that writes with another in one transaction is given it (the outbox, to store the
 * e-mails a change causes); a use-case that writes several tables is a service with the unit of
 * work (db/unit-of-work.ts).
 */
export function createRepositories(db: Kysely<Database>, options: { sendsMail: boolean; now: () => Date }) {
  const outbox = createOutboxRepository(db, { sends: options.sendsMail });
  return {
    unitOfWork: createUnitOfWork(db),
    outbox,
    accounts: createAccountsRepository(db),
    appointments: createAppointmentsRepository(db, outbox, options.now),
    appointmentsQueries: createAppointmentsQueries(db),
    appointmentWhatsApp: createAppointmentWhatsAppQueries(db),
    auditLog: createAuditLogRepository(db),
    billing: createBillingRepository(db, outbox),
    blog: createBlogRepository(db),
    bookingSettings: createBookingSettingsRepository(db),
    business: createBusinessRepository(db),
    businessErasure: createBusinessErasureRepository(db),
    businessExport: createBusinessExportRepository(db),
    calendar: createCalendarRepository(db),
    calendarBusy: createCalendarBusyRepository(db),
    calendarSync: createCalendarSyncRepository(db, outbox),
    clientData: createClientDataRepository(db),
    clients: createClientsRepository(db),
    cashRegisters: createCashRegistersRepository(db),
    comandas: createComandasRepository(db),
    commissions: createCommissionsRepository(db),
    counterSettings: createCounterSettingsRepository(db),
    deposits: createDepositsRepository(db),
    contact: createContactRepository(db, outbox),
    health: createHealthRepository(db),
    metricsQueries: createMetricsQueries(db),
    onlineBooking: createOnlineBookingRepository(db),
    waitlist: createWaitlistRepository(db, outbox),
    waitlistQueries: createWaitlistQueries(db),
    packages: createPackagesRepository(db),
    products: createProductsRepository(db),
    professionals: createProfessionalsRepository(db),
    reviews: createReviewsRepository(db, outbox),
    reviewsQueries: createReviewsQueries(db),
    sampleData: createSampleDataRepository(db),
    screenshots: createScreenshotsRepository(db),
    services: createServicesRepository(db),
    siteContent: createSiteContentRepository(db),
    users: createUsersRepository(db),
    testWhatsApp: createTestWhatsAppRepository(db),
    whatsAppWebhook: createWebhookRepository(db),
    whatsapp: createWhatsAppRepository(db),
    whatsAppConversation: createWhatsAppConversationQueries(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
