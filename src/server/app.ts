// Over 300 lines: the one composition root of the HTTP server — plugins, every module's routes and the background jobs, in the order they must start and stop.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { createOutboxSender, startOutboxWorker } from './jobs/outbox-worker.ts';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes.ts';
import { registerAppointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { registerCalendarRoutes } from './modules/calendar/calendar.routes.ts';
import { registerLiveRoutes } from './modules/live/live.routes.ts';
import { registerOnlineBookingRoutes } from './modules/online-booking/online-booking.routes.ts';
import { loadBookingPage } from './modules/online-booking/booking-page.ts';
import { registerReviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { registerWaitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { registerCounterRoutes } from './modules/counter/counter.routes.ts';
import { registerPackagesRoutes } from './modules/packages/packages.routes.ts';
import { registerProductsRoutes } from './modules/products/products.routes.ts';
import { richTextWindow } from './modules/site-content/rich-text-sanitizer.ts';
import { registerSiteContentRoutes } from './modules/site-content/site-content.routes.ts';
import { registerBlogFeeds } from './modules/blog/blog-pages.ts';
import { registerBlogRoutes } from './modules/blog/blog.routes.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { registerBusinessRoutes } from './modules/business/business.routes.ts';
import { startBusinessErasure } from './jobs/business-erasure.ts';
import { registerClientsRoutes } from './modules/clients/clients.routes.ts';
import { registerProfessionalsRoutes } from './modules/professionals/professionals.routes.ts';
import { registerServicesRoutes } from './modules/services/services.routes.ts';
import { registerCommissionsRoutes } from './modules/commissions/commissions.routes.ts';
import { registerMetricsRoutes } from './modules/metrics/metrics.routes.ts';
import { registerSampleDataRoutes } from './modules/sample-data/sample-data.routes.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerMailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import type { BillingService } from './modules/billing/billing.service.ts';
import { startBillingClock } from './jobs/billing-clock.ts';
import { startCalendarPoll } from './jobs/calendar-poll.ts';
import { startWaitlistOffers } from './jobs/waitlist-offers.ts';
import { startDepositHolds } from './jobs/deposit-holds.ts';
import { registerDepositsRoutes } from './modules/deposits/deposits.routes.ts';
import type { DepositsService } from './modules/deposits/deposits.service.ts';
import { registerCalendarSyncRoutes } from './modules/calendar-sync/calendar-sync.routes.ts';
import { registerGoogleCalendarRoutes } from './modules/calendar-sync/google-calendar.routes.ts';
import { registerSubscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerNulCharacterGuard } from './plugins/nul-character-guard.ts';
import { registerApiDocument } from './plugins/api-document.ts';
import { registerPrometheusMetrics } from './plugins/metrics.ts';
import { registerWebVitalsRoutes } from './modules/web-vitals/web-vitals.routes.ts';
import { registerTestWhatsAppRoutes } from './modules/whatsapp/test-whatsapp.routes.ts';
import { registerWhatsAppConversationRoutes } from './modules/whatsapp/whatsapp-conversation.routes.ts';
import { registerWhatsAppWebhookRoutes } from './modules/whatsapp/webhook.routes.ts';
import { registerWhatsAppSettingsRoutes } from './modules/whatsapp/whatsapp-settings.routes.ts';
import { registerPermissions } from './plugins/permissions.ts';
import { createReadiness, registerReadinessGate, type Readiness } from './plugins/readiness.ts';
import { createSerializerCompiler } from './plugins/serializer.ts';
import { registerSameOriginGuard } from './plugins/same-origin.ts';
import { registerRequestIdHeader, requestLogOptions } from './plugins/request-log.ts';
import { createSessionResolver } from './plugins/session.ts';
import { registerWebApp } from './pages/web-app.ts';
import { createRepositories } from './repositories.ts';
import { createServices } from './services.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Where the built web app lives; `dist/` by default. */
  webRoot?: string;
  workerIntervalMs?: number;
  /**
   * The server is still starting (start.ts: it listens before migrating): requests wait with 503
   * and the background jobs are not started until `markReady()`. Ready at once by default.
   */
  starting?: boolean;
}

export interface AgendoApp {
  app: FastifyInstance;
  /** Stops the worker and the HTTP server (in-flight requests finish), then closes the database. */
  close(): Promise<void>;
  runOutboxOnce(): Promise<number>;
  /** Reads the busy time of the calendar connections due (a test's "after a poll"). */
  runCalendarPollOnce(): Promise<number>;
  /** Makes a business's waitlist offers now (a test's "after the offers' run"). */
  runWaitlistOffersOnce(businessId: string): Promise<number>;
  billing: BillingService;
  /** Deposits at booking: a test's "after the job's round" (`runOnce`). */
  deposits: DepositsService;
  readiness: Readiness;
  /** The start is over: requests are served and the background jobs run. */
  markReady(): void;
}

export async function buildApp(options: AppOptions): Promise<AgendoApp> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    ...requestLogOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  registerRequestIdHeader(app);
  // Shutting down, answers end their keep-alive connections: the server closes once those in flight are answered.
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ checkResponses: config.env !== 'production' }));
  registerErrorHandling(app);
  const readiness = createReadiness();
  registerReadinessGate(app, readiness);
  registerJsonBodyParser(app);
  registerSameOriginGuard(app, [config.baseUrl]);
  registerNulCharacterGuard(app);
  const metricsRegistry = registerPrometheusMetrics(app, { config, database });
  await registerCompression(app);

  const repositories = createRepositories(database.db, { sendsMail: config.smtpUrl !== undefined, now });
  const { outbox } = repositories;
  const {
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
    counter,
  } = await createServices({ config, database, repositories, now, log: app.log });
  const sessions = createSessionResolver(auth, repositories.accounts);
  registerPermissions(app, sessions);
  // Registered before any route of the API, which it describes as each is added.
  await registerApiDocument(app, {
    version: config.version,
    baseUrl: config.baseUrl,
    sessionCookieName: sessions.cookieName,
  });

  // In production the server is not ready without every page of the web app (known once it is registered below).
  let webAppMissing: string[] = [];
  const webAppComplete = config.env === 'production' ? () => webAppMissing.length === 0 : undefined;
  registerHealthRoutes(app, {
    health: repositories.health,
    engine: database.engine,
    version: config.version,
    readiness,
    webAppComplete,
  });
  registerAuthRoutes(app, {
    auth,
    config,
    rateLimiter,
    loginActivationRefusal: (token, locale) => users.loginActivationRefusal(token, locale),
  });
  registerAccountsRoutes(app, { accounts, sessions, config });
  registerSubscriptionRoutes(app, { subscriptions });
  registerBillingRoutes(app, { billing, subscriptions });
  registerDepositsRoutes(app, { deposits, publicLimits });
  registerMailboxRoutes(app, { outbox, enabled: config.localMailbox });
  registerAppointmentsRoutes(app, { appointments });
  registerCalendarRoutes(app, { calendar });
  registerCalendarSyncRoutes(app, { calendarSync });
  registerGoogleCalendarRoutes(app, { google: googleCalendar, sessions });
  registerLiveRoutes(app, { feed });
  registerOnlineBookingRoutes(app, { onlineBooking, publicLimits });
  registerWaitlistRoutes(app, {
    waitlist,
    publicLimits,
    offersMayHaveOpened: (businessId) => waitlistOffers?.kick(businessId),
  });
  registerCounterRoutes(app, counter);
  registerProductsRoutes(app, counter);
  registerPackagesRoutes(app, { packages: counter.packages, publicLimits });
  registerServicesRoutes(app, { services });
  registerProfessionalsRoutes(app, { professionals });
  registerClientsRoutes(app, { clients });
  registerBusinessRoutes(app, { business, closing: businessRights.closing, exporter: businessRights.exporter });
  registerUsersRoutes(app, { users });
  registerMetricsRoutes(app, { metrics });
  registerSampleDataRoutes(app, { sampleData });
  registerCommissionsRoutes(app, { commissions });
  registerReviewsRoutes(app, { reviews, publicLimits });
  registerSiteContentRoutes(app, {
    siteContent,
    screenshots,
    storage: uploads,
    renewSession: (request) => sessions.renewSession(request),
  });
  registerBlogRoutes(app, { blog, publicLimits });
  registerBlogFeeds(app, { blog, baseUrl: config.baseUrl });
  registerContactRoutes(app, { contact });
  registerWhatsAppWebhookRoutes(app, { webhook: whatsAppWebhook });
  registerWhatsAppConversationRoutes(app, { conversation: whatsAppConversation });
  registerTestWhatsAppRoutes(app, { testWhatsApp });
  registerWhatsAppSettingsRoutes(app, { settings: whatsAppSettings });
  registerWebVitalsRoutes(app, {
    registry: metricsRegistry,
    rateLimiter,
    reportsPerWindow: config.webVitalsReportsPerIp,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const webApp = await registerWebApp(app, {
    webRoot: options.webRoot ?? path.resolve(import.meta.dirname, '../../dist'),
    loadBookingPage: (request, businessId) => loadBookingPage(request, businessId, { onlineBooking, publicLimits }),
    mayBeSignedIn: (request) => sessions.mayBeSignedIn(request),
    publishedContent: () => siteContent.published(),
    baseUrl: config.baseUrl,
    loadBlogPage: (request, pathname, language) => blogPages.load(request, pathname, language),
    richTextWindow,
  });
  webAppMissing = webApp.missing;
  if (webAppMissing.length > 0)
    app.log.warn({ missing: webAppMissing }, 'the web app is not completely built (npm run build): pages are missing');

  // What sends the outbox's messages: the worker's rounds and a test's one round alike.
  const { outboxLeaseSeconds: leaseSeconds } = config;
  const outboxSending = { outbox, mail, whatsapp, calendar: calendarSyncWorker, log: app.log, leaseSeconds };
  // The background jobs read tables the migrations make: they start once the server is ready.
  let worker: ReturnType<typeof startOutboxWorker> | null = null;
  let billingClock: ReturnType<typeof startBillingClock> | null = null;
  let businessErasureJob: ReturnType<typeof startBusinessErasure> | null = null;
  let calendarPoll: ReturnType<typeof startCalendarPoll> | null = null;
  let waitlistOffers: ReturnType<typeof startWaitlistOffers> | null = null;
  let depositHolds: ReturnType<typeof startDepositHolds> | null = null;
  const markReady = () => {
    if (readiness.state() !== 'starting') return;
    readiness.markReady();
    if (config.worker) {
      worker = startOutboxWorker({
        ...outboxSending,
        intervalMs: options.workerIntervalMs ?? config.workerIntervalMs,
      });
      calendarPoll = startCalendarPoll({ worker: calendarSyncWorker, log: app.log });
      calendarPollSignal.now = () => calendarPoll?.kick();
      billingClock = startBillingClock({ billing, log: app.log });
      businessErasureJob = startBusinessErasure({ erasure: businessRights.erasure, log: app.log });
      waitlistOffers = startWaitlistOffers({ offers: waitlist, feed, log: app.log });
      depositHolds = startDepositHolds({
        deposits,
        log: app.log,
        intervalMs: options.workerIntervalMs ?? config.workerIntervalMs,
      });
    }
  };
  if (!options.starting) markReady();

  return {
    app,
    billing,
    deposits,
    readiness,
    markReady,
    runOutboxOnce: createOutboxSender(outboxSending),
    runCalendarPollOnce: () => calendarSyncWorker.pollDue(),
    runWaitlistOffersOnce: (businessId: string) => waitlist.offerOpenings(businessId),
    async close() {
      closing = true;
      readiness.drain();
      await worker?.stop();
      await billingClock?.stop();
      await businessErasureJob?.stop();
      await calendarPoll?.stop();
      await waitlistOffers?.stop();
      await depositHolds?.stop();
      await app.close();
      await feed.close();
      mail.close();
      await database.close();
    },
  };
}
