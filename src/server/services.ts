// Over 300 lines: the one composition root of the services — every feature's service made once, in the order their dependencies need.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAppointmentsService } from './modules/appointments/appointments.service.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createDepositParts } from './modules/deposits/deposit-parts.ts';
import { createStripeProvider } from './modules/billing/stripe-provider.ts';
import { createTestProvider } from './modules/billing/test-provider.ts';
import { createBlogPages } from './modules/blog/blog-pages.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { createBusinessDataRights } from './modules/business/business-data-rights.ts';
import { createBusinessService } from './modules/business/business.service.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { createCalendarSyncParts } from './modules/calendar-sync/calendar-sync-parts.ts';
import { createClientDataService } from './modules/clients/client-data.service.ts';
import { createClientsService } from './modules/clients/clients.service.ts';
import { createCommissionsService } from './modules/commissions/commissions.service.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createChangeFeed } from './modules/live/change-feed.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { createOnlineBookingService } from './modules/online-booking/online-booking.service.ts';
import { createProfessionalsService } from './modules/professionals/professionals.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSampleDataService } from './modules/sample-data/sample-data.service.ts';
import { useNoShowSessionWith } from './modules/packages/no-show-session.ts';
import { createPackagesService } from './modules/packages/packages.service.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createScreenshotsService } from './modules/site-content/screenshots.service.ts';
import { createSiteContentService } from './modules/site-content/site-content.service.ts';
import { createDiskStorage } from './modules/site-content/upload-storage.ts';
import { createSubscriptionService } from './modules/subscription/subscription.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createWaitlistService } from './modules/waitlist/waitlist.service.ts';
import { createTestWhatsApp } from './modules/whatsapp/test-whatsapp.service.ts';
import { createWhatsAppConversationService } from './modules/whatsapp/whatsapp-conversation.service.ts';
import { createWebhookService } from './modules/whatsapp/webhook.service.ts';
import { createWhatsAppSender } from './modules/whatsapp/whatsapp-sender.ts';
import { createWhatsAppSettingsService } from './modules/whatsapp/whatsapp-settings.service.ts';
import { createPublicLimits } from './plugins/public-limits.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import type { Repositories } from './repositories.ts';
import { createCashRegistersService } from './modules/counter/cash-registers.service.ts';
import { createComandasService } from './modules/counter/comandas.service.ts';
import { createReceiptsService } from './modules/counter/receipts.service.ts';

/**
 * The composition root of the services: every feature's service is made here, once, from the
 * repositories (repositories.ts), the configuration and the clock; app.ts registers the routes
 * that use them and starts the jobs.
 */
export async function createServices({
  config,
  database,
  repositories,
  now,
  log,
}: {
  config: Config;
  database: DatabaseHandle;
  repositories: Repositories;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const db = database.db;
  const { outbox, unitOfWork } = repositories;
  const accounts = createAccountsService(repositories.accounts, now);
  const mail = createMailService(outbox, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const whatsapp = createWhatsAppSender({
    config: config.whatsapp,
    repository: repositories.whatsapp,
    markUnreachable: (businessId, clientId, at) =>
      repositories.clients.markWhatsAppUnreachable(businessId, clientId, at),
    now,
  });
  const auth = createAuth({ config, db, accounts, mail });
  const billingRepository = repositories.billing;
  const subscriptions = createSubscriptionService(billingRepository, now);
  const testCheckout =
    config.billing.mode === 'test'
      ? createTestProvider({ webhookSecret: config.billing.webhookSecret, baseUrl: config.baseUrl, now })
      : null;
  const billing = createBillingService({
    repository: billingRepository,
    provider:
      config.billing.mode === 'stripe'
        ? createStripeProvider({
            config: config.billing,
            baseUrl: config.baseUrl,
            now,
            customers: {
              find: (id) => billingRepository.findCustomer(id),
              keep: (id, customerId) => billingRepository.keepCustomer(id, customerId),
            },
          })
        : testCheckout!.provider,
    testCheckout,
    baseUrl: config.baseUrl,
    now,
    log,
  });
  testCheckout?.connect((payload, signature) => billing.receiveWebhook(payload, signature));
  const rateLimiter = createRateLimiter(db);
  const publicLimits = createPublicLimits(rateLimiter, config.publicBookingsPerIpPerHour);
  const feed = await createChangeFeed(database, log);
  const appointmentsRepository = repositories.appointments;
  const appointmentsQueries = repositories.appointmentsQueries;
  const onlineBookingRepository = repositories.onlineBooking;
  const deposits = createDepositParts({ config, repositories, feed, now, log });
  const reviews = createReviewsService({
    repository: repositories.reviews,
    queries: repositories.reviewsQueries,
    businessContact: (businessId) => onlineBookingRepository.business(businessId),
    baseUrl: config.baseUrl,
    now,
  });
  const onlineBooking = createOnlineBookingService({
    repository: onlineBookingRepository,
    settings: repositories.bookingSettings,
    appointments: appointmentsRepository,
    feed,
    baseUrl: config.baseUrl,
    now,
    bookingPageReviews: (businessId) => reviews.bookingPageReviews(businessId),
    deposits: deposits.booking,
  });
  const appointments = createAppointmentsService({
    repository: appointmentsRepository,
    queries: appointmentsQueries,
    feed,
    movedNotices: onlineBooking.movedNotices,
    reviews,
    whatsappMessages: (businessId, id) => repositories.appointmentWhatsApp.ofAppointment(businessId, id),
    noShowWith: (businessId, appointmentId) => (trx) =>
      useNoShowSessionWith(trx, { businessId, appointmentId, now: now() }),
    deposits: {
      cancelled: deposits.cancelled,
      releaseExpired: deposits.booking.releaseExpired,
      ofAppointment: deposits.ofAppointment,
    },
    now,
  });
  const waitlist = createWaitlistService({
    repository: repositories.waitlist,
    queries: repositories.waitlistQueries,
    booking: { repository: onlineBookingRepository, settings: repositories.bookingSettings, ...onlineBooking },
    deposits: deposits.booking,
    baseUrl: config.baseUrl,
    now,
  });
  const calendar = createCalendarService({
    calendar: repositories.calendar,
    appointments: appointmentsQueries,
    baseUrl: config.baseUrl,
    now,
  });
  const { calendarSync, calendarSyncWorker, googleCalendar, calendarPollSignal } = createCalendarSyncParts({
    config,
    repositories,
    now,
    feed,
    log,
  });
  const services = createServicesService(repositories.services, now);
  const professionals = createProfessionalsService({ repository: repositories.professionals, unitOfWork, now });
  const clientData = createClientDataService({ repository: repositories.clientData, unitOfWork, now });
  const clients = createClientsService({ repository: repositories.clients, dataRights: clientData, now });
  const business = createBusinessService(repositories.business, now);
  const businessRights = createBusinessDataRights({ repositories, subscriptions, billing, now, log });
  const users = createUsersService({
    repository: repositories.users,
    unitOfWork,
    outbox,
    baseUrl: config.baseUrl,
    now,
  });
  const sampleData = createSampleDataService({ unitOfWork, feed, now });
  const metrics = createMetricsService({
    queries: repositories.metricsQueries,
    hasSampleData: (businessId) => repositories.sampleData.has(businessId),
    lowStock: (businessId) => repositories.products.lowStock(businessId, 5),
    now,
  });
  const commissions = createCommissionsService(repositories.commissions, now);
  const uploads = createDiskStorage(config.uploadsDir);
  const siteContent = createSiteContentService({
    repository: repositories.siteContent,
    auditLog: repositories.auditLog,
    screenshots: repositories.screenshots,
    now,
  });
  const screenshots = createScreenshotsService({
    repository: repositories.screenshots,
    storage: uploads,
    now,
    onPublish: siteContent.forgetPublished,
  });
  const blog = createBlogService({ repository: repositories.blog, storage: uploads, now });
  const contact = createContactService({ repository: repositories.contact, rateLimiter, baseUrl: config.baseUrl, now });
  const blogPages = createBlogPages({ blog, baseUrl: config.baseUrl });
  const whatsAppWebhook = createWebhookService({
    config: config.whatsapp,
    repository: repositories.whatsAppWebhook,
    unitOfWork,
    outbox,
    appointments: appointmentsRepository,
    cancelByCustomerWith: onlineBooking.cancelByCustomerWith,
    customerCancelled: (businessId, appointmentId) => deposits.cancelled(businessId, appointmentId, 'customer'),
    emailInsteadOfWhatsApp: onlineBooking.emailInsteadOfWhatsApp,
    feed,
    baseUrl: config.baseUrl,
    now,
  });
  const whatsAppConversation = createWhatsAppConversationService({
    queries: repositories.whatsAppConversation,
    outbox,
    now,
  });
  const testWhatsApp = createTestWhatsApp({
    config: config.whatsapp,
    localServer: config.localMailbox,
    repository: repositories.testWhatsApp,
    webhook: whatsAppWebhook,
    now,
  });
  const whatsAppSettings = createWhatsAppSettingsService({
    repository: repositories.whatsapp,
    config: config.whatsapp,
    localServer: config.localMailbox,
    now,
  });

  const comandas = createComandasService({
    db: database.db,
    comandas: repositories.comandas,
    settings: repositories.counterSettings,
    settleVisit: appointments.settleVisit,
    now,
  });
  const receipts = createReceiptsService({
    db: database.db,
    outbox: repositories.outbox,
    comanda: comandas.get,
    now,
  });
  const products = createProductsService({
    repository: repositories.products,
    allowsNegativeStock: async (businessId) => (await repositories.counterSettings.get(businessId)).allowNegativeStock,
    serviceExists: async (businessId, serviceId) => (await repositories.services.find(businessId, serviceId)) !== null,
    now,
  });
  const packages = createPackagesService({
    db: database.db,
    repository: repositories.packages,
    comandas,
    now,
  });
  const cashRegisters = createCashRegistersService({
    registers: repositories.cashRegisters,
    settings: repositories.counterSettings,
    now,
  });

  return {
    mail,
    whatsapp,
    auth,
    accounts,
    subscriptions,
    billing,
    deposits,
    rateLimiter,
    publicLimits,
    feed,
    reviews,
    onlineBooking,
    waitlist,
    appointments,
    calendar,
    calendarSync,
    calendarSyncWorker,
    googleCalendar,
    calendarPollSignal,
    services,
    professionals,
    clients,
    business,
    businessRights,
    users,
    sampleData,
    metrics,
    commissions,
    uploads,
    siteContent,
    screenshots,
    blog,
    contact,
    blogPages,
    whatsAppWebhook,
    whatsAppConversation,
    testWhatsApp,
    whatsAppSettings,
    // What is sold at the counter: its products and packages too.
    counter: { comandas, registers: cashRegisters, receipts, products, packages },
  };
}
