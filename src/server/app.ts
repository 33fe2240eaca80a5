import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { createOutboxSender, startOutboxWorker } from './jobs/outbox-worker.ts';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { registerAppointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { createAppointmentsService } from './modules/appointments/appointments.service.ts';
import { registerCalendarRoutes } from './modules/calendar/calendar.routes.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { createChangeFeed } from './modules/live/change-feed.ts';
import { registerLiveRoutes } from './modules/live/live.routes.ts';
import { registerOnlineBookingRoutes } from './modules/online-booking/online-booking.routes.ts';
import { loadBookingPage } from './modules/online-booking/booking-page.ts';
import { createOnlineBookingService } from './modules/online-booking/online-booking.service.ts';
import { registerReviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createAuth } from './modules/auth/auth.ts';
import { richTextWindow } from './modules/site-content/rich-text-sanitizer.ts';
import { createScreenshotsService } from './modules/site-content/screenshots.service.ts';
import { registerSiteContentRoutes } from './modules/site-content/site-content.routes.ts';
import { createBlogPages, registerBlogFeeds } from './modules/blog/blog-pages.ts';
import { registerBlogRoutes } from './modules/blog/blog.routes.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createSiteContentService } from './modules/site-content/site-content.service.ts';
import { createDiskStorage } from './modules/site-content/upload-storage.ts';
import { registerBusinessRoutes } from './modules/business/business.routes.ts';
import { createBusinessService } from './modules/business/business.service.ts';
import { createBusinessDataRights } from './modules/business/business-data-rights.ts';
import { startBusinessErasure } from './jobs/business-erasure.ts';
import { registerClientsRoutes } from './modules/clients/clients.routes.ts';
import { createClientDataService } from './modules/clients/client-data.service.ts';
import { createClientsService } from './modules/clients/clients.service.ts';
import { registerProfessionalsRoutes } from './modules/professionals/professionals.routes.ts';
import { createProfessionalsService } from './modules/professionals/professionals.service.ts';
import { registerServicesRoutes } from './modules/services/services.routes.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { registerCommissionsRoutes } from './modules/commissions/commissions.routes.ts';
import { createCommissionsService } from './modules/commissions/commissions.service.ts';
import { registerMetricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { registerSampleDataRoutes } from './modules/sample-data/sample-data.routes.ts';
import { createSampleDataService } from './modules/sample-data/sample-data.service.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { registerMailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { createBillingService, type BillingService } from './modules/billing/billing.service.ts';
import { startBillingClock } from './jobs/billing-clock.ts';
import { createStripeProvider } from './modules/billing/stripe-provider.ts';
import { createTestProvider } from './modules/billing/test-provider.ts';
import { registerSubscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { createSubscriptionService } from './modules/subscription/subscription.service.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerNulCharacterGuard } from './plugins/nul-character-guard.ts';
import { registerApiDocument } from './plugins/api-document.ts';
import { registerPrometheusMetrics } from './plugins/metrics.ts';
import { registerWebVitalsRoutes } from './modules/web-vitals/web-vitals.routes.ts';
import { registerPermissions } from './plugins/permissions.ts';
import { createReadiness, registerReadinessGate, type Readiness } from './plugins/readiness.ts';
import { createPublicLimits } from './plugins/public-limits.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import { createSerializerCompiler } from './plugins/serializer.ts';
import { registerSameOriginGuard } from './plugins/same-origin.ts';
import { registerRequestIdHeader, requestLogOptions } from './plugins/request-log.ts';
import { createSessionResolver } from './plugins/session.ts';
import { registerWebApp } from './pages/web-app.ts';
import { createRepositories } from './repositories.ts';

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
  billing: BillingService;
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
  // While shutting down, answers end their keep-alive connections, so the server can close
  // as soon as the requests in flight are answered.
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

  const db = database.db;
  const repositories = createRepositories(db, { sendsMail: config.smtpUrl !== undefined, now });
  const { outbox, unitOfWork } = repositories;
  const accountsRepository = repositories.accounts;
  const accounts = createAccountsService(accountsRepository, now);
  const mail = createMailService(outbox, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({ config, db, accounts, mail });
  const sessions = createSessionResolver(auth, accountsRepository);
  registerPermissions(app, sessions);
  // Registered before any route of the API, which it describes as each is added.
  await registerApiDocument(app, {
    version: config.version,
    baseUrl: config.baseUrl,
    sessionCookieName: sessions.cookieName,
  });
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
    log: app.log,
  });
  testCheckout?.connect((payload, signature) => billing.receiveWebhook(payload, signature));
  const rateLimiter = createRateLimiter(db);
  const publicLimits = createPublicLimits(rateLimiter, config.publicBookingsPerIpPerHour);
  const feed = await createChangeFeed(database, app.log);
  const appointmentsRepository = repositories.appointments;
  const appointmentsQueries = repositories.appointmentsQueries;
  const onlineBookingRepository = repositories.onlineBooking;
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
  });
  const appointments = createAppointmentsService({
    repository: appointmentsRepository,
    queries: appointmentsQueries,
    feed,
    movedNotices: onlineBooking.movedNotices,
    reviews,
  });
  const calendar = createCalendarService({
    calendar: repositories.calendar,
    appointments: appointmentsQueries,
    baseUrl: config.baseUrl,
    now,
  });
  const services = createServicesService(repositories.services, now);
  const professionals = createProfessionalsService({ repository: repositories.professionals, unitOfWork, now });
  const clientData = createClientDataService({ repository: repositories.clientData, unitOfWork, now });
  const clients = createClientsService({ repository: repositories.clients, dataRights: clientData, now });
  const business = createBusinessService(repositories.business, now);
  const businessRights = createBusinessDataRights({ repositories, subscriptions, billing, now, log: app.log });
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
  registerMailboxRoutes(app, { outbox, enabled: config.localMailbox });
  registerAppointmentsRoutes(app, { appointments });
  registerCalendarRoutes(app, { calendar });
  registerLiveRoutes(app, { feed });
  registerOnlineBookingRoutes(app, { onlineBooking, publicLimits });
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

  // The background jobs read tables the migrations make: they start once the server is ready.
  let worker: ReturnType<typeof startOutboxWorker> | null = null;
  let billingClock: ReturnType<typeof startBillingClock> | null = null;
  let businessErasureJob: ReturnType<typeof startBusinessErasure> | null = null;
  const markReady = () => {
    if (readiness.state() !== 'starting') return;
    readiness.markReady();
    if (config.worker) {
      worker = startOutboxWorker({
        outbox,
        mail,
        log: app.log,
        leaseSeconds: config.outboxLeaseSeconds,
        intervalMs: options.workerIntervalMs ?? config.workerIntervalMs,
      });
      billingClock = startBillingClock({ billing, log: app.log });
      businessErasureJob = startBusinessErasure({ erasure: businessRights.erasure, log: app.log });
    }
  };
  if (!options.starting) markReady();

  return {
    app,
    billing,
    readiness,
    markReady,
    runOutboxOnce: createOutboxSender({ outbox, mail, log: app.log, leaseSeconds: config.outboxLeaseSeconds }),
    async close() {
      closing = true;
      readiness.drain();
      await worker?.stop();
      await billingClock?.stop();
      await businessErasureJob?.stop();
      await app.close();
      await feed.close();
      mail.close();
      await database.close();
    },
  };
}
