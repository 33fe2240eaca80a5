// Over 300 lines: the one table of who may call each operation of the API; split, it would no longer be read as one.
/**
 * Who may call which API operation, by the role of the signed-in profile — or, for the site's
 * content, by being an active super admin: a role of the platform, not of a business,
 * which needs no business profile (a super admin may also own a business; both work). The owner (admin) may
 * do everything. A professional works the schedule: they read the catalogue, the team and the
 * business's hours, they look up, create and correct clients as they book them and answer them on
 * WhatsApp; they never change the catalogue, the team, the settings or who has access, nor delete
 * or export clients.
 * On the schedule's operations (appointments, calendar feeds, the live stream) a professional
 * reaches their own records only.
 *
 * Every operation in the API document is either here or in PUBLIC_OPERATIONS; the server
 * refuses to start with a route that is neither. docs/permissions.md is this table in words.
 */
export type Role = 'admin' | 'professional';

export interface Permission {
  /** The business roles that may call it (none for a super admin's operation). */
  roles: readonly Role[];
  /** A professional reaches only the records of their own professional record; an admin, all. */
  ownRecordsOnly: boolean;
  /**
   * Only an active super admin (an active `super_admins` row, read on every request) may call it,
   * with or without a business profile; every business role is refused.
   */
  superAdminOnly: boolean;
}

const BOTH: Permission = { roles: ['admin', 'professional'], ownRecordsOnly: false, superAdminOnly: false };
const ADMIN: Permission = { roles: ['admin'], ownRecordsOnly: false, superAdminOnly: false };
const OWN_RECORDS: Permission = { roles: ['admin', 'professional'], ownRecordsOnly: true, superAdminOnly: false };
/** The owner's alone, on the schedule's records (which are reached as "own records": every one, for the owner). */
const OWNER_ON_SCHEDULE: Permission = { roles: ['admin'], ownRecordsOnly: true, superAdminOnly: false };
/** The people who run Agendo itself: the site's texts, versions, audit log, screenshots, blog and received messages. */
const SUPER_ADMIN: Permission = { roles: [], ownRecordsOnly: false, superAdminOnly: true };

export const OPERATION_PERMISSIONS = {
  getMe: BOTH,
  getSubscription: BOTH,

  listServices: BOTH,
  getService: BOTH,
  createService: ADMIN,
  updateService: ADMIN,
  deleteService: ADMIN,

  listProfessionals: BOTH,
  getProfessional: BOTH,
  createProfessional: ADMIN,
  updateProfessional: ADMIN,
  deleteProfessional: ADMIN,

  listClients: BOTH,
  getClient: BOTH,
  findClientDuplicates: BOTH,
  createClient: BOTH,
  updateClient: BOTH,
  deleteClient: ADMIN,
  exportClients: ADMIN,
  exportClientData: ADMIN,
  eraseClient: ADMIN,
  // The client's WhatsApp conversation, and a text inside WhatsApp's 24-hour window: whoever serves them.
  listClientWhatsAppMessages: BOTH,
  sendClientWhatsAppMessage: BOTH,

  getBusinessSettings: BOTH,
  updateBusinessSettings: ADMIN,
  // Closing the business (docs/business-closing.md) and taking all of its data away are the owner's.
  exportBusinessData: ADMIN,
  closeBusiness: ADMIN,
  reopenBusiness: ADMIN,

  listUsers: ADMIN,
  createUserAccess: ADMIN,
  revokeUserAccess: ADMIN,

  listAppointments: OWN_RECORDS,
  getAppointment: OWN_RECORDS,
  getAppointmentsSummary: OWN_RECORDS,
  createAppointment: OWN_RECORDS,
  updateAppointmentStatus: OWN_RECORDS,
  cancelAppointment: OWN_RECORDS,
  rescheduleAppointment: OWN_RECORDS,
  // The price charged changes the business's figures and the commissions: the owner's call.
  updateAppointmentPrice: OWNER_ON_SCHEDULE,
  listCalendarFeeds: OWN_RECORDS,
  regenerateCalendarFeed: OWN_RECORDS,
  // Connected calendars (docs/calendars.md): a professional connects their own; the owner, anyone's.
  listCalendarConnections: OWN_RECORDS,
  connectCalDavCalendar: OWN_RECORDS,
  startGoogleCalendarConnection: OWN_RECORDS,
  disconnectCalendar: OWN_RECORDS,
  listCalendarBusyTimes: OWN_RECORDS,
  listCalendarNotices: OWN_RECORDS,
  dismissCalendarNotice: OWN_RECORDS,
  streamChanges: OWN_RECORDS,

  // The owner's figures; a professional sees their own commissions, read-only.
  getDashboard: ADMIN,
  getReport: ADMIN,
  exportReport: ADMIN,
  getSalesReport: ADMIN,
  exportSalesReport: ADMIN,
  generateSampleData: ADMIN,
  removeSampleData: ADMIN,
  listCommissions: OWN_RECORDS,
  exportCommissions: OWN_RECORDS,
  recalculateCommissions: ADMIN,
  markCommissionsPaid: ADMIN,
  undoCommissionPayment: ADMIN,
  updateCommissionRates: ADMIN,

  getOnlineBookingSettings: ADMIN,
  updateOnlineBookingSettings: ADMIN,
  // The waitlist of the booking page (docs/booking.md): the owner sees and manages it.
  listWaitlist: ADMIN,
  removeWaitlistEntry: ADMIN,
  getWhatsAppSettings: ADMIN,
  updateWhatsAppSettings: ADMIN,

  // The counter (docs/counter.md): whoever serves at it opens, edits and closes comandas (a
  // professional's discount within the business's limit) and runs the cash register; reversing a
  // closed comanda, the registers' history and the counter's settings are the owner's.
  listComandas: BOTH,
  openComanda: BOTH,
  getComanda: BOTH,
  updateComanda: BOTH,
  getComandaPix: BOTH,
  closeComanda: BOTH,
  sendComandaReceipt: BOTH,
  reverseComanda: ADMIN,
  getCurrentCashRegister: BOTH,
  openCashRegister: BOTH,
  getCashRegister: BOTH,
  addCashMovement: BOTH,
  closeCashRegister: BOTH,
  listCashRegisters: ADMIN,
  getCounterSettings: BOTH,
  updateCounterSettings: ADMIN,

  // Products (docs/products.md): whoever serves at the counter picks a product to sell; the
  // catalogue, its stock, counts and services' recipes are the owner's.
  listProducts: BOTH,
  createProduct: ADMIN,
  updateProduct: ADMIN,
  recordStockMovement: ADMIN,
  listStockMovements: ADMIN,
  recordStockCount: ADMIN,
  getServiceRecipe: ADMIN,
  updateServiceRecipe: ADMIN,

  // Packages (docs/packages.md): whoever serves at the counter sells one and sees a client's; the
  // packages on offer are the owner's.
  listPackages: BOTH,
  createPackage: ADMIN,
  updatePackage: ADMIN,
  sellPackage: BOTH,
  getClientPackages: BOTH,

  // Deposits (docs/deposits.md): the business's payment account and its deposit policy are the owner's.
  getPaymentAccount: ADMIN,
  startPaymentAccountOnboarding: ADMIN,
  getDepositPolicy: ADMIN,
  updateDepositPolicy: ADMIN,

  // Reviews: a professional reads those of their own appointments; answering, hiding and the
  // settings are the owner's.
  listReviews: OWN_RECORDS,
  getReviewStats: OWN_RECORDS,
  replyToReview: ADMIN,
  hideReview: ADMIN,
  getReviewSettings: ADMIN,
  updateReviewSettings: ADMIN,

  // Only the owner chooses and pays the plan.
  createCheckout: ADMIN,
  createBillingPortalSession: ADMIN,
  changePlan: ADMIN,
  setSubscriptionCancellation: ADMIN,
  listInvoices: ADMIN,
  getTestCheckout: ADMIN,
  payTestCheckout: ADMIN,
  declineTestCheckout: ADMIN,
  useTestCardPortal: ADMIN,

  // The site's content (docs/site-content.md): super admins alone; getPublishedContent is public.
  getSuperAdminStatus: SUPER_ADMIN,
  getContentDraft: SUPER_ADMIN,
  saveContentDraft: SUPER_ADMIN,
  publishContent: SUPER_ADMIN,
  listContentVersions: SUPER_ADMIN,
  getContentVersion: SUPER_ADMIN,
  restoreContentVersion: SUPER_ADMIN,
  listAuditLog: SUPER_ADMIN,
  listScreenshots: SUPER_ADMIN,
  uploadScreenshot: SUPER_ADMIN,
  updateScreenshots: SUPER_ADMIN,
  publishScreenshots: SUPER_ADMIN,

  // The blog's writing (its reading is public).
  listAllBlogPosts: SUPER_ADMIN,
  getBlogPostForEditing: SUPER_ADMIN,
  createBlogPost: SUPER_ADMIN,
  updateBlogPost: SUPER_ADMIN,
  publishBlogPost: SUPER_ADMIN,
  unpublishBlogPost: SUPER_ADMIN,
  uploadBlogImage: SUPER_ADMIN,

  // Anyone signed in to a business writes to the people who run Agendo; only they read it.
  sendContactMessage: BOTH,
  listContactMessages: SUPER_ADMIN,
  updateContactMessage: SUPER_ADMIN,
} as const satisfies Record<string, Permission>;

export type Operation = keyof typeof OPERATION_PERMISSIONS;

/**
 * Operations that need no session: health, sign-in options, the local mailbox (only on a local
 * server without SMTP) and the test WhatsApp (only there, without WhatsApp keys), a calendar feed
 * (its secret URL is the key), and the public booking page (a business's page is public; a booking is reached through its secret manage link), the
 * review pages (a business's reviews are public; a review is written through its visit's secret
 * link), the plans' price ids, the payment provider's (subscriptions' and deposits') and WhatsApp's webhooks (their signature or
 * verify token is the key), Google's calendar consent callback (its signed state, bound to the
 * session, is the key) and push notifications (the channel's token is the key), the site's published texts and screenshots (what every visitor sees),
 * the blog's published posts, and the performance figures every page sends about itself.
 */
export const PUBLIC_OPERATIONS = [
  'getHealth',
  'getReadiness',
  'getAuthConfig',
  'getSession',
  'listMailboxMessages',
  'listTestWhatsAppMessages',
  'replyOnTestWhatsApp',
  'getCalendarFeed',
  'getPublicBusiness',
  'recordBookingPageVisit',
  'listAvailableSlots',
  'listVisitSlots',
  'joinWaitlist',
  'getWaitlistOffer',
  'claimWaitlistOffer',
  'createPublicBooking',
  'getPublicBooking',
  'getPublicBookingCalendar',
  'getPublicBookingPackages',
  'getPublicDeposit',
  'startPublicDepositPayment',
  'payTestDeposit',
  'cancelPublicBooking',
  'reschedulePublicBooking',
  'getReviewForm',
  'submitReview',
  'requestReviewLink',
  'getPublicReviews',
  'listBillingPlans',
  'receiveBillingWebhook',
  'receivePaymentsWebhook',
  'verifyWhatsAppWebhook',
  'receiveWhatsAppWebhook',
  'receiveGoogleCalendarCallback',
  'receiveGoogleCalendarNotification',
  'getPublishedContent',
  'listBlogPosts',
  'getBlogPost',
  'reportWebVitals',
] as const;

export function isOperation(value: string): value is Operation {
  return Object.hasOwn(OPERATION_PERMISSIONS, value);
}

export function isPublicOperation(value: string): boolean {
  return (PUBLIC_OPERATIONS as readonly string[]).includes(value);
}

export function isAllowed(role: Role, operation: Operation): boolean {
  return OPERATION_PERMISSIONS[operation].roles.includes(role);
}

export function isOwnRecordsOnly(operation: Operation): boolean {
  return OPERATION_PERMISSIONS[operation].ownRecordsOnly;
}

/** Whether only an active super admin may call it (no business role may, and no profile is needed). */
export function isSuperAdminOnly(operation: Operation): boolean {
  return OPERATION_PERMISSIONS[operation].superAdminOnly;
}

/**
 * While the owner has closed the business (kept 30 days before it is erased), every business
 * operation answers 403 BUSINESS_CLOSED but these: who is signed in and the subscription (the
 * web app shows the closed page from them), taking the data away (the whole business, the client
 * list, one client's copy for a request that arrives in those days), writing to the people who
 * run Agendo, and reopening.
 */
export const OPERATIONS_WHILE_CLOSED = [
  'getMe',
  'getSubscription',
  'exportBusinessData',
  'exportClients',
  'exportClientData',
  'sendContactMessage',
  'reopenBusiness',
] as const satisfies readonly Operation[];

export function isAllowedWhileClosed(operation: Operation): boolean {
  return (OPERATIONS_WHILE_CLOSED as readonly string[]).includes(operation);
}
