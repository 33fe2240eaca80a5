// Over 300 lines: one journey per kind of record across two businesses, sharing their set-up.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  insertAppointment,
  insertCalendarConnection,
  readEventStreamStart,
  signUpOwner,
  type Owner,
} from './test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from './test/harness.ts';

/**
 * Business B's admin walks every operation of /api/openapi.json with business A's ids and must
 * get 404 (or 403) and none of A's data. Each operation needs a case below: a new operation
 * without one fails this test until someone decides how it is scoped. Path parameters are filled
 * from the document itself, so a new `{id}` route is tried with A's ids automatically.
 */

/** A's records, and the strings that must never reach B. */
interface BusinessA {
  owner: Owner;
  serviceId: string;
  professionalId: string;
  professionalUserId: string;
  clientId: string;
  appointmentId: string;
  feedToken: string;
  /** A's CalDAV connection, with busy time. */
  calendarConnectionId: string;
  checkoutId: string;
  /** 'Marcar como pago' of A's professional for December 2026. */
  paymentId: string;
  /** The review A's client wrote of the completed appointment, with A's reply. */
  reviewId: string;
  /** A's client waiting on A's waitlist. */
  waitlistEntryId: string;
  /** A's open cash register, with a withdrawal, and the comanda of A's appointment. */
  cashRegisterId: string;
  comandaId: string;
  /** A's product, with a purchase, in the recipe of A's service. */
  productId: string;
  /** A's package of its service, sold to A's client. */
  packageId: string;
  /** What A shows on its public booking page: its id, name, contacts, services and team. */
  publicFacts: string[];
  /** Everything else: never seen outside A. */
  secrets: string[];
}

type Expectation =
  /** The operation names one of A's records: 404 or 403. */
  | 'denied'
  /** A's ids are references in the body or query: refused as unknown (400 with field errors, 403 or 404). */
  | 'unknown-reference'
  /** No id of A's is involved (lists, B's own data): answered, but with none of A's data. */
  | 'no-leak'
  /** Public by design (A's booking page): answered, with nothing beyond what that page shows. */
  | 'public'
  /** Acts on B's own business only (its billing): answered or refused by B's own state, with none of A's data. */
  | 'own-business';

interface Case {
  expect: Expectation;
  query?: (a: BusinessA) => Record<string, string>;
  body?: (a: BusinessA) => unknown;
  /** Why an operation is outside business scope. */
  unscoped?: string;
}

const CASES: Record<string, Case> = {
  getHealth: { expect: 'no-leak', unscoped: 'no business data' },
  getReadiness: { expect: 'no-leak', unscoped: 'no business data' },
  getAuthConfig: { expect: 'no-leak', unscoped: 'no business data' },
  reportWebVitals: {
    expect: 'no-leak',
    unscoped: "a page's speed figures, counted in /metrics by page kind, no business data",
    body: () => ({ page: 'app', metrics: [{ name: 'LCP', value: 1200 }] }),
  },
  getSession: { expect: 'no-leak' },
  listMailboxMessages: {
    expect: 'no-leak',
    unscoped: 'the local mailbox of a development server; off with SMTP or on a public address',
  },
  listTestWhatsAppMessages: {
    expect: 'no-leak',
    unscoped: 'the test WhatsApp of a development server, like the local mailbox; off with WhatsApp keys',
  },
  // Unscoped like the list (a development server's): a number without a conversation is refused.
  replyOnTestWhatsApp: { expect: 'denied', body: () => ({ phone: '+5511999990001', text: 'Oi' }) },
  getMe: { expect: 'no-leak' },
  getSubscription: { expect: 'no-leak' },

  listServices: { expect: 'no-leak', query: () => ({ search: 'alfa' }) },
  createService: { expect: 'no-leak', body: () => ({ name: 'Serviço B', durationMinutes: 30, priceCents: 100 }) },
  getService: { expect: 'denied' },
  updateService: { expect: 'denied', body: () => ({ name: 'Tomado por B', active: false }) },
  deleteService: { expect: 'denied' },

  listProfessionals: { expect: 'no-leak', query: (a) => ({ serviceId: a.serviceId }) },
  createProfessional: {
    expect: 'unknown-reference',
    body: (a) => ({ fullName: 'Profissional B', serviceIds: [a.serviceId] }),
  },
  getProfessional: { expect: 'denied' },
  updateProfessional: { expect: 'denied', body: () => ({ fullName: 'Tomado por B', workingHours: [] }) },
  deleteProfessional: { expect: 'denied' },

  listClients: { expect: 'no-leak', query: () => ({ search: 'alfa' }) },
  createClient: { expect: 'no-leak', body: () => ({ fullName: 'Cliente B' }) },
  findClientDuplicates: {
    expect: 'no-leak',
    query: (a) => ({ phone: '+55 11 99999-0001', email: 'alfa.cliente@example.com', excludeId: a.clientId }),
  },
  exportClients: { expect: 'no-leak', query: () => ({ search: 'alfa' }) },
  getClient: { expect: 'denied' },
  updateClient: { expect: 'denied', body: () => ({ fullName: 'Tomado por B', notes: 'B' }) },
  deleteClient: { expect: 'denied' },
  exportClientData: { expect: 'denied', query: () => ({ format: 'csv' }) },
  eraseClient: { expect: 'denied', body: () => ({ confirm: true }) },
  listClientWhatsAppMessages: { expect: 'denied' },
  sendClientWhatsAppMessage: {
    expect: 'denied',
    body: () => ({ text: 'Mensagem de B', idempotencyKey: '9f1c2b8e-4d3a-4c5b-9e6f-7a8b9c0d1e2f' }),
  },

  getBusinessSettings: { expect: 'no-leak' },
  updateBusinessSettings: { expect: 'no-leak', body: () => ({ name: 'Negócio B', openingHours: [] }) },
  // B's own business only; the wrong name keeps it open for the operations after this one.
  exportBusinessData: { expect: 'no-leak' },
  closeBusiness: { expect: 'own-business', body: () => ({ confirmName: 'Alfa Estética' }) },
  reopenBusiness: { expect: 'own-business' },

  listUsers: { expect: 'no-leak' },
  createUserAccess: {
    expect: 'unknown-reference',
    body: (a) => ({
      mode: 'password',
      professionalId: a.professionalId,
      email: 'b-steals@example.com',
      password: 'secret123',
    }),
  },
  revokeUserAccess: { expect: 'denied' },

  createAppointment: {
    expect: 'unknown-reference',
    body: (a) => ({
      professionalId: a.professionalId,
      serviceId: a.serviceId,
      clientId: a.clientId,
      startsAt: '2026-12-02T13:00:00Z',
      allowOutsideWorkingHours: true,
    }),
  },
  listAppointments: {
    expect: 'no-leak',
    query: (a) => ({ from: '2026-11-25T00:00:00Z', to: '2026-12-10T00:00:00Z', professionalId: a.professionalId }),
  },
  listCalendarNotices: { expect: 'no-leak', query: (a) => ({ professionalId: a.professionalId }) },
  dismissCalendarNotice: { expect: 'denied' },
  getAppointmentsSummary: { expect: 'no-leak', query: (a) => ({ month: '2026-12', professionalId: a.professionalId }) },
  getAppointment: { expect: 'denied' },
  updateAppointmentStatus: { expect: 'denied', body: () => ({ status: 'confirmed' }) },
  cancelAppointment: { expect: 'denied' },
  rescheduleAppointment: {
    expect: 'denied',
    body: () => ({ startsAt: '2026-12-03T13:00:00Z', allowOutsideWorkingHours: true }),
  },
  updateAppointmentPrice: { expect: 'denied', body: () => ({ priceCents: 1 }) },
  listCalendarFeeds: { expect: 'no-leak' },
  regenerateCalendarFeed: { expect: 'unknown-reference', body: (a) => ({ professionalId: a.professionalId }) },
  // The secret in the URL is the credential (it is how calendar apps subscribe); one that is not
  // a feed's is a 404.
  getCalendarFeed: { expect: 'denied' },
  streamChanges: { expect: 'no-leak' },
  listCalendarConnections: { expect: 'no-leak' },
  connectCalDavCalendar: {
    expect: 'unknown-reference',
    body: (a) => ({
      professionalId: a.professionalId,
      serverUrl: 'https://caldav.example.com/',
      username: 'a',
      password: 'b',
    }),
  },
  startGoogleCalendarConnection: { expect: 'unknown-reference', body: (a) => ({ professionalId: a.professionalId }) },
  // Google's redirect back and its push notifications: the signed state, bound to the session that
  // started it, and the channel's token are the keys.
  receiveGoogleCalendarCallback: {
    expect: 'public',
    unscoped: 'Google’s consent redirect; a state not signed for this session is refused',
  },
  receiveGoogleCalendarNotification: {
    expect: 'public',
    unscoped: 'Google’s push notifications; an unknown channel or token is refused',
  },
  disconnectCalendar: { expect: 'denied' },
  listCalendarBusyTimes: {
    expect: 'no-leak',
    query: (a) => ({ from: '2026-11-25T00:00:00Z', to: '2026-12-10T00:00:00Z', professionalId: a.professionalId }),
  },

  // The owner's figures are B's own; A's professional and payment are unknown to B.
  getDashboard: { expect: 'no-leak', query: () => ({ range: '90' }) },
  getReport: { expect: 'no-leak', query: () => ({ from: '2026-11-01', to: '2026-12-31' }) },
  exportReport: { expect: 'no-leak', query: () => ({ from: '2026-11-01', to: '2026-12-31' }) },
  getSalesReport: { expect: 'no-leak', query: () => ({ from: '2026-11-01', to: '2026-12-31' }) },
  exportSalesReport: { expect: 'no-leak', query: () => ({ from: '2026-11-01', to: '2026-12-31' }) },
  generateSampleData: { expect: 'own-business' },
  removeSampleData: { expect: 'own-business' },
  listCommissions: {
    expect: 'unknown-reference',
    query: (a) => ({ month: '2026-12', professionalId: a.professionalId }),
  },
  exportCommissions: {
    expect: 'unknown-reference',
    query: (a) => ({ month: '2026-12', professionalId: a.professionalId }),
  },
  recalculateCommissions: { expect: 'no-leak', body: () => ({ month: '2026-12' }) },
  markCommissionsPaid: {
    expect: 'unknown-reference',
    body: (a) => ({ month: '2026-12', professionalId: a.professionalId, expectedCents: 3111 }),
  },
  undoCommissionPayment: { expect: 'denied' },
  updateCommissionRates: { expect: 'denied', body: (a) => ({ serviceRates: [{ serviceId: a.serviceId, rate: 90 }] }) },

  getOnlineBookingSettings: { expect: 'no-leak' },
  updateOnlineBookingSettings: { expect: 'no-leak', body: () => ({ welcomeMessage: 'Bem-vindo ao B', enabled: true }) },
  // B's own settings and B's own month of messages.
  getWhatsAppSettings: { expect: 'no-leak' },
  updateWhatsAppSettings: {
    expect: 'no-leak',
    body: () => ({
      sendConfirmation: false,
      sendReminder: true,
      sendChangeNotice: true,
      sendReviewRequest: false,
      reminderHours: 12,
    }),
  },
  // Billing acts on the signed-in owner's own business; a checkout is reached by its id.
  listBillingPlans: { expect: 'public' },
  createCheckout: { expect: 'no-leak', body: () => ({ price_id: 'price_test_pro_brl' }) },
  createBillingPortalSession: { expect: 'own-business' },
  changePlan: { expect: 'own-business', body: () => ({ plan: 'pro' }) },
  setSubscriptionCancellation: { expect: 'own-business', body: () => ({ cancelAtPeriodEnd: true }) },
  listInvoices: { expect: 'no-leak' },
  getTestCheckout: { expect: 'denied' },
  payTestCheckout: { expect: 'denied' },
  declineTestCheckout: { expect: 'denied' },
  useTestCardPortal: { expect: 'own-business', body: () => ({ action: 'fail_payment' }) },
  receiveBillingWebhook: { expect: 'public', unscoped: 'the provider’s signed events; unsigned ones are refused' },
  // Deposits (docs/deposits.md): the signed-in owner's own account and policy; a booking's deposit
  // is reached only through its secret link.
  getPaymentAccount: { expect: 'no-leak' },
  startPaymentAccountOnboarding: { expect: 'no-leak' },
  getDepositPolicy: { expect: 'no-leak' },
  updateDepositPolicy: {
    expect: 'unknown-reference',
    body: (a) => ({
      cancelWindowHours: 24,
      noShowKeeps: 'deposit',
      services: [{ serviceId: a.serviceId, rule: { kind: 'amount', value: 100 } }],
    }),
  },
  getPublicDeposit: { expect: 'denied' },
  startPublicDepositPayment: { expect: 'denied', body: () => ({ method: 'pix' }) },
  payTestDeposit: { expect: 'denied' },
  receivePaymentsWebhook: {
    expect: 'public',
    unscoped: 'the provider’s signed Connect events; unsigned ones are refused',
  },
  verifyWhatsAppWebhook: { expect: 'public', unscoped: 'WhatsApp’s handshake; a wrong verify token is refused' },
  receiveWhatsAppWebhook: { expect: 'public', unscoped: 'WhatsApp’s signed notifications; unsigned ones are refused' },
  // The site's content belongs to no business: its published state is public, the rest is super
  // admins' alone (an owner, of A or of B, gets 403).
  getPublishedContent: { expect: 'public', unscoped: 'the marketing site’s published texts and screenshots' },
  ...Object.fromEntries(
    [
      'getSuperAdminStatus',
      'getContentDraft',
      'saveContentDraft',
      'publishContent',
      'listContentVersions',
      'getContentVersion',
      'restoreContentVersion',
      'listAuditLog',
      'listScreenshots',
      'uploadScreenshot',
      'updateScreenshots',
      'publishScreenshots',
      'listAllBlogPosts',
      'getBlogPostForEditing',
      'createBlogPost',
      'updateBlogPost',
      'publishBlogPost',
      'unpublishBlogPost',
      'uploadBlogImage',
      'listContactMessages',
      'updateContactMessage',
    ].map((operation) => [
      operation,
      { expect: 'denied', unscoped: 'super admins only: an owner gets 403' } satisfies Case,
    ]),
  ),
  // The blog belongs to no business: its published posts are public.
  listBlogPosts: { expect: 'public', unscoped: 'the blog’s published posts' },
  getBlogPost: { expect: 'public', unscoped: 'the blog’s published posts' },
  // A message to the people who run Agendo names the sender's own business only.
  sendContactMessage: {
    expect: 'no-leak',
    unscoped: 'a message to the people who run Agendo, from the sender’s own account',
    body: () => ({ name: 'Dona B', email: 'b@example.com', title: 'Olá', message: 'Uma dúvida' }),
  },
  // A business's booking page is public; a booking is reached only through its secret link.
  getPublicBusiness: { expect: 'public' },
  recordBookingPageVisit: { expect: 'public' },
  listAvailableSlots: {
    expect: 'public',
    query: (a) => ({ serviceId: a.serviceId, from: '2026-12-01', to: '2026-12-07' }),
  },
  listVisitSlots: {
    expect: 'public',
    query: (a) => ({ serviceIds: a.serviceId, professionalIds: 'any', from: '2026-12-01', to: '2026-12-07' }),
  },
  createPublicBooking: {
    expect: 'unknown-reference',
    body: () => ({
      serviceId: '00000000-0000-4000-8000-000000000000',
      professionalId: '00000000-0000-4000-8000-000000000000',
      startsAt: '2026-12-08T13:00:00Z',
      client: { fullName: 'Robô B', phone: '+55 11 98888-7777' },
    }),
  },
  getPublicBooking: { expect: 'denied' },
  // The waitlist: joined from the booking page; an offer is claimed only through its secret link.
  joinWaitlist: {
    expect: 'unknown-reference',
    body: () => ({
      steps: [{ serviceId: '00000000-0000-4000-8000-000000000000', professionalId: null }],
      from: '2026-12-08',
      to: '2026-12-09',
      client: { fullName: 'Robô B', phone: '+55 11 98888-7777' },
    }),
  },
  getWaitlistOffer: { expect: 'denied' },
  claimWaitlistOffer: { expect: 'denied' },
  listWaitlist: { expect: 'no-leak' },
  removeWaitlistEntry: { expect: 'denied' },
  // A business's reviews are public; a review is written only through its visit's secret link.
  getReviewForm: { expect: 'denied' },
  submitReview: { expect: 'denied', body: () => ({ rating: 1, comment: 'B esteve aqui' }) },
  requestReviewLink: { expect: 'public', body: () => ({ email: 'alfa.cliente@example.com' }) },
  getPublicReviews: { expect: 'public' },
  listReviews: { expect: 'unknown-reference', query: (a) => ({ professionalId: a.professionalId }) },
  getReviewStats: { expect: 'unknown-reference', query: (a) => ({ professionalId: a.professionalId }) },
  replyToReview: { expect: 'denied', body: () => ({ text: 'Tomado por B' }) },
  hideReview: { expect: 'denied', body: () => ({ hidden: true, reason: 'B esconde' }) },
  getReviewSettings: { expect: 'no-leak' },
  updateReviewSettings: {
    expect: 'no-leak',
    body: () => ({ delayHours: 5, googleReviewUrl: 'https://g.page/r/bravo/review' }),
  },
  // The counter (docs/counter.md): every comanda and register is the business's own.
  listComandas: { expect: 'no-leak' },
  openComanda: { expect: 'unknown-reference', body: (a) => ({ appointmentId: a.appointmentId }) },
  getComanda: { expect: 'denied' },
  updateComanda: { expect: 'denied', body: () => ({ version: 0, lines: [], discount: null }) },
  closeComanda: { expect: 'denied', body: () => ({ version: 0, payments: [] }) },
  reverseComanda: { expect: 'denied', body: () => ({ reason: 'B estorna' }) },
  getComandaPix: { expect: 'denied', query: () => ({ amountCents: '100' }) },
  sendComandaReceipt: { expect: 'denied', body: () => ({ email: 'b@example.com' }) },
  getCurrentCashRegister: { expect: 'no-leak' },
  openCashRegister: { expect: 'no-leak', body: () => ({ floatCents: 100 }) },
  getCashRegister: { expect: 'denied' },
  addCashMovement: { expect: 'denied', body: () => ({ kind: 'deposit', amountCents: 100, reason: 'B' }) },
  closeCashRegister: { expect: 'denied', body: () => ({ counted: { cash: 0, credit: 0, debit: 0, pix: 0 } }) },
  listCashRegisters: { expect: 'no-leak' },
  getCounterSettings: { expect: 'no-leak' },
  updateCounterSettings: { expect: 'no-leak', body: () => ({ registerPerUser: false }) },
  // Products (docs/products.md): every product, movement and recipe is the business's own.
  listProducts: { expect: 'no-leak', query: () => ({ search: 'alfa' }) },
  createProduct: { expect: 'no-leak', body: () => ({ name: 'Produto B', unit: 'unit', priceCents: 100 }) },
  updateProduct: { expect: 'denied', body: () => ({ name: 'Tomado por B' }) },
  recordStockMovement: {
    expect: 'unknown-reference',
    body: (a) => ({ productId: a.productId, kind: 'loss', quantity: 1, reason: 'B' }),
  },
  listStockMovements: { expect: 'no-leak', query: (a) => ({ productId: a.productId }) },
  recordStockCount: {
    expect: 'unknown-reference',
    body: (a) => ({ counts: [{ productId: a.productId, counted: 0 }], reason: 'B conta' }),
  },
  getServiceRecipe: { expect: 'denied' },
  updateServiceRecipe: { expect: 'denied', body: (a) => ({ items: [{ productId: a.productId, quantity: 1 }] }) },
  // Packages (docs/packages.md): the business's own, and its clients'.
  listPackages: { expect: 'no-leak', query: () => ({ search: 'alfa' }) },
  createPackage: {
    expect: 'unknown-reference',
    body: (a) => ({
      name: 'Pacote B',
      priceCents: 100,
      validityDays: 30,
      services: [{ serviceId: a.serviceId, sessions: 2 }],
    }),
  },
  updatePackage: { expect: 'denied', body: () => ({ name: 'Tomado por B' }) },
  sellPackage: { expect: 'denied', body: (a) => ({ packageId: a.packageId, version: 0 }) },
  getClientPackages: { expect: 'denied' },
  getPublicBookingPackages: { expect: 'denied' },
  getPublicBookingCalendar: { expect: 'denied' },
  cancelPublicBooking: { expect: 'denied' },
  reschedulePublicBooking: { expect: 'denied', body: () => ({ startsAt: '2026-12-09T13:00:00Z' }) },
};

/** Which of A's ids fills a path parameter, from the parameter's name and the path's resource. */
function pathValue(path: string, parameter: string, a: BusinessA): string {
  const resource = path.split('/')[2];
  if (parameter === 'id' && path.startsWith('/api/commissions/payments/')) return a.paymentId;
  if (parameter === 'id' && path.startsWith('/api/commissions/rates/')) return a.professionalId;
  // The site's versions belong to no business: any of A's ids will do (the answer is 403 first).
  if (parameter === 'id' && path.startsWith('/api/super-admin/')) return a.serviceId;
  if (parameter === 'id') {
    const byResource: Record<string, string> = {
      services: a.serviceId,
      professionals: a.professionalId,
      clients: a.clientId,
      appointments: a.appointmentId,
      billing: a.checkoutId,
      reviews: a.reviewId,
      'calendar-connections': a.calendarConnectionId,
      'calendar-notices': a.appointmentId,
      waitlist: a.waitlistEntryId,
      comandas: a.comandaId,
      'cash-registers': a.cashRegisterId,
      products: a.productId,
      packages: a.packageId,
    };
    const id = resource ? byResource[resource] : undefined;
    if (!id)
      throw new Error(
        `${path}: no record of business A for resource "${resource}" — add one to the tenant-isolation test`,
      );
    return id;
  }
  if (parameter === 'userId') return a.professionalUserId;
  if (parameter === 'businessId') return a.owner.businessId;
  // Secrets in URLs (calendar feeds, booking links): one that is not A's, as a guesser would.
  if (parameter === 'file') return `${randomBytes(16).toString('hex')}.ics`;
  if (parameter === 'token') return randomBytes(16).toString('hex');
  // The blog's posts belong to no business.
  if (parameter === 'slug') return 'um-artigo';
  throw new Error(
    `${path}: path parameter "${parameter}" has no value from business A — add one to the tenant-isolation test`,
  );
}

interface Operation {
  method: string;
  path: string;
  operationId: string;
  pathParameters: string[];
}

function operationsOf(document: {
  paths: Record<string, Record<string, { operationId?: string; parameters?: Array<{ in: string; name: string }> }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId ?? `${method} ${path}`,
      pathParameters: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
    })),
  );
}

describe.each(testEngines())('tenant isolation on %s', (engine) => {
  let t: TestApp;
  let a: BusinessA;
  let b: Owner;
  let operations: Operation[];
  let snapshotOfA: () => Promise<unknown>;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const owner = await signUpOwner(t, 'alfa@example.com');
    const client = owner.client;
    await client.request('PATCH', '/api/business/settings', {
      name: 'Alfa Estética',
      phone: '+55 11 4000-0001',
      address: 'Rua Alfa, 1',
      openingHours: [{ weekday: 2, start: '09:00', end: '18:00' }],
    });
    const service = await client.post('/api/services', {
      name: 'Alfa Corte Exclusivo',
      durationMinutes: 30,
      priceCents: 7777,
    });
    const professional = await client.post('/api/professionals', {
      fullName: 'Alfa Profissional',
      email: 'alfa.profissional@example.com',
      serviceIds: [service.body.id],
      workingHours: [{ weekday: 2, start: '09:00', end: '18:00' }],
      breaks: [{ name: 'Almoço Alfa', start: '12:00', end: '13:00' }],
    });
    const customer = await client.post('/api/clients', {
      fullName: 'Alfa Cliente',
      phone: '+55 11 99999-0001',
      email: 'alfa.cliente@example.com',
      notes: 'Nota secreta da Alfa',
    });
    const login = await client.post('/api/users', {
      mode: 'password',
      professionalId: professional.body.id,
      email: 'alfa.pro@example.com',
      password: 'secret123',
    });
    const appointmentId = await insertAppointment(t.database.handle.db, {
      businessId: owner.businessId,
      professionalId: professional.body.id,
      serviceId: service.body.id,
      clientId: customer.body.id,
      startsAt: '2026-12-01T13:00:00Z',
      priceCents: 7777,
    });
    const checkout = await client.post('/api/billing/checkout', { price_id: 'price_test_pro_brl' });
    expect(
      (await client.request('PATCH', `/api/appointments/${appointmentId}/status`, { status: 'completed' })).status,
    ).toBe(200);
    const payment = await client.post('/api/commissions/pay', {
      month: '2026-12',
      professionalId: professional.body.id,
      expectedCents: 3111,
    });
    expect(payment.status).toBe(200);
    const reviewToken = (
      await t.database.handle.db
        .selectFrom('review_requests')
        .select('token')
        .where('appointment_id', '=', appointmentId)
        .executeTakeFirstOrThrow()
    ).token;
    const review = await t
      .client()
      .request('PUT', `/api/public/reviews/${reviewToken}`, { rating: 4, comment: 'Alfa comentário público' });
    expect(review.status).toBe(201);
    const reviewId = (await client.get('/api/reviews')).body.items[0].id;
    expect((await client.request('PUT', `/api/reviews/${reviewId}/reply`, { text: 'Alfa agradece' })).status).toBe(200);
    expect(
      (
        await client.request('PATCH', '/api/reviews/settings', {
          googleReviewUrl: 'https://g.page/r/alfa-secreto/review',
        })
      ).status,
    ).toBe(200);
    // The local mailbox shows every kept e-mail, whosever (it exists on a developer's machine
    // only): A's review e-mails are not what this test is about.
    await t.database.handle.db.deleteFrom('outbox_messages').where('business_id', '=', owner.businessId).execute();
    const waitlistEntry = await t.database.handle.db
      .insertInto('waitlist_entries')
      .values({
        business_id: owner.businessId,
        client_id: customer.body.id,
        steps: sql`${JSON.stringify([{ serviceId: service.body.id, professionalId: null }])}::jsonb`,
        from_day: '2026-12-01',
        to_day: '2026-12-08',
        client_locale: 'pt-BR',
        email: 'alfa.espera@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const register = await client.post('/api/cash-registers', { floatCents: 5000 });
    expect(register.status).toBe(201);
    expect(
      (
        await client.post(`/api/cash-registers/${register.body.id}/movements`, {
          kind: 'withdrawal',
          amountCents: 100,
          reason: 'Alfa sangria secreta',
        })
      ).status,
    ).toBe(200);
    const comanda = await client.post('/api/comandas', { appointmentId });
    expect(comanda.status).toBe(201);
    const product = await client.post('/api/products', {
      name: 'Alfa Tinta Secreta',
      sku: 'ALFA-SKU',
      unit: 'ml',
      priceCents: 0,
      openingStock: 500,
      openingUnitCostCents: 10,
    });
    expect(product.status).toBe(201);
    expect(
      (
        await client.request('PUT', `/api/services/${service.body.id}/recipe`, {
          items: [{ productId: product.body.id, quantity: 30 }],
        })
      ).status,
    ).toBe(200);
    const pkg = await client.post('/api/packages', {
      name: 'Alfa Pacote Secreto',
      priceCents: 9_000,
      validityDays: 60,
      services: [{ serviceId: service.body.id, sessions: 2 }],
    });
    expect(pkg.status).toBe(201);
    const feeds = await client.get('/api/calendar-feeds');
    const feedToken = /\/api\/calendar\/([\w-]+)\.ics$/.exec(feeds.body.items[0].url)![1]!;
    for (const response of [service, professional, customer, login]) expect(response.status).toBe(201);
    a = {
      owner,
      serviceId: service.body.id,
      professionalId: professional.body.id,
      professionalUserId: login.body.userId,
      clientId: customer.body.id,
      appointmentId,
      feedToken,
      calendarConnectionId: await insertCalendarConnection(
        t.database.handle.db,
        owner.businessId,
        professional.body.id,
      ),
      checkoutId: String(checkout.body.url).split('/').pop()!,
      paymentId: payment.body.id,
      reviewId,
      waitlistEntryId: waitlistEntry.id,
      cashRegisterId: register.body.id,
      comandaId: comanda.body.id,
      productId: product.body.id,
      packageId: pkg.body.id,
      publicFacts: [
        owner.businessId,
        service.body.id,
        professional.body.id,
        'Alfa Estética',
        'Alfa Corte',
        'Alfa Profissional',
        'Rua Alfa',
        '4000-0001',
        reviewId,
        'Alfa comentário',
        'Alfa agradece',
      ],
      secrets: [
        owner.userId,
        login.body.userId,
        customer.body.id,
        appointmentId,
        feedToken,
        String(checkout.body.url).split('/').pop()!,
        'Alfa Cliente',
        register.body.id,
        comanda.body.id,
        'Alfa sangria secreta',
        product.body.id,
        'Alfa Tinta Secreta',
        'Alfa Pacote Secreto',
        'ALFA-SKU',
        'alfa@example.com',
        'alfa.cliente',
        'alfa.pro',
        'alfa.profissional',
        'Almoço Alfa',
        '99999-0001',
        '5511999990001',
        'Nota secreta',
        reviewToken,
        'alfa-secreto',
      ],
    };
    snapshotOfA = async () => ({
      settings: (await client.get('/api/business/settings')).body,
      service: (await client.get(`/api/services/${a.serviceId}`)).body,
      professional: (await client.get(`/api/professionals/${a.professionalId}`)).body,
      client: (await client.get(`/api/clients/${a.clientId}`)).body,
      appointment: (await client.get(`/api/appointments/${a.appointmentId}`)).body,
      users: (await client.get('/api/users')).body,
      feeds: (await client.get('/api/calendar-feeds')).body,
      commissions: (await client.get(`/api/commissions?month=2026-12&professionalId=${a.professionalId}`)).body,
      reviews: (await client.get('/api/reviews')).body,
      reviewSettings: (await client.get('/api/reviews/settings')).body,
    });

    b = await signUpOwner(t, 'bravo@example.com');
    operations = operationsOf((await b.client.get('/api/openapi.json')).body);
  });
  afterAll(() => t.close());

  it('has a case for every operation in the API document', () => {
    expect(operations.length).toBeGreaterThan(30);
    const missing = operations
      .filter((op) => !(op.operationId in CASES))
      .map((op) => `${op.operationId} (${op.method} ${op.path})`);
    expect(missing, 'operations without a tenant-isolation case').toEqual([]);
    const stale = Object.keys(CASES).filter((id) => !operations.some((op) => op.operationId === id));
    expect(stale, 'cases for operations that no longer exist').toEqual([]);
  });

  it("answers business B's admin with 404 or 403 for A's ids, and never with A's data", async () => {
    const before = await snapshotOfA();
    const failures: string[] = [];
    for (const op of operations) {
      const rule = CASES[op.operationId];
      if (!rule) continue;
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValue(op.path, name, a)));
      const query = rule.query ? `?${new URLSearchParams(rule.query(a))}` : '';
      const url = `${path}${query}`;
      const body =
        rule.body?.(a) ?? (op.method === 'POST' || op.method === 'PATCH' || op.method === 'PUT' ? {} : undefined);
      const response =
        op.operationId === 'streamChanges'
          ? await readEventStreamStart(b.client, url)
          : await b.client.request(op.method, url, body);
      const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
      const label = `${op.operationId} ${op.method} ${url} → ${response.status}`;

      const forbidden = rule.expect === 'public' ? a.secrets : [...a.secrets, ...a.publicFacts, 'Alfa', 'alfa'];
      const leaked = forbidden.filter((secret) => text.includes(secret));
      if (leaked.length > 0) failures.push(`${label}: leaked ${leaked.join(', ')}`);
      if (response.status >= 500) failures.push(`${label}: server error`);
      if (rule.expect === 'no-leak' && response.status >= 400) failures.push(`${label}: expected an answer`);
      if (rule.expect === 'denied' && ![403, 404].includes(response.status))
        failures.push(`${label}: expected 404 or 403`);
      if (rule.expect === 'unknown-reference') {
        const refused =
          [403, 404].includes(response.status) ||
          (response.status === 400 && Object.keys(response.body?.error?.fields ?? {}).length > 0);
        if (!refused) failures.push(`${label}: expected A's ids to be refused as unknown`);
      }
    }
    expect(failures).toEqual([]);

    // Nothing of A's changed, and A's professional still signs in.
    expect(await snapshotOfA()).toEqual(before);
    expect((await t.client().signIn('alfa.pro@example.com', 'secret123')).status).toBe(200);
  });

  it("finds none of A's clients by A's phone, e-mail or name from B", async () => {
    for (const search of ['alfa', '99999', 'alfa.cliente@example.com', 'Nota']) {
      const response = await b.client.get(`/api/clients?search=${encodeURIComponent(search)}`);
      expect(response.body).toEqual({ items: [], total: 0 });
    }
  });
});
