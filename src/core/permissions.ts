/**
 * Who may call which API operation, by the role of the signed-in profile. The owner (admin) may
 * do everything. A professional works the schedule: they read the catalogue, the team and the
 * business's hours, and they look up, create and correct clients as they book them; they never
 * change the catalogue, the team, the settings or who has access, nor delete or export clients.
 *
 * Every operation in the API document is either here or in PUBLIC_OPERATIONS; a test fails on
 * one that is neither. docs/permissions.md is this table in words.
 */
export type Role = 'admin' | 'professional';

const BOTH: readonly Role[] = ['admin', 'professional'];
const ADMIN: readonly Role[] = ['admin'];

export const OPERATION_ROLES = {
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

  getBusinessSettings: BOTH,
  updateBusinessSettings: ADMIN,

  listUsers: ADMIN,
  createUserAccess: ADMIN,
  revokeUserAccess: ADMIN,

  // The schedule: both roles, and the schedule's service narrows a professional to their own
  // appointments and feed (another professional's are 404 / 403 there).
  listAppointments: BOTH,
  getAppointment: BOTH,
  getAppointmentsSummary: BOTH,
  createAppointment: BOTH,
  updateAppointmentStatus: BOTH,
  cancelAppointment: BOTH,
  rescheduleAppointment: BOTH,
  listCalendarFeeds: BOTH,
  regenerateCalendarFeed: BOTH,
  streamChanges: BOTH,

  getOnlineBookingSettings: ADMIN,
  updateOnlineBookingSettings: ADMIN,
} as const satisfies Record<string, readonly Role[]>;

export type Operation = keyof typeof OPERATION_ROLES;

/**
 * Operations that need no session: health, sign-in options, the local mailbox (only on a local
 * server without SMTP), a calendar feed (its secret URL is the key), and the public booking
 * page (a business's page is public; a booking is reached through its secret manage link).
 */
export const PUBLIC_OPERATIONS = [
  'getHealth',
  'getAuthConfig',
  'listMailboxMessages',
  'getCalendarFeed',
  'getPublicBusiness',
  'recordBookingPageVisit',
  'listAvailableSlots',
  'createPublicBooking',
  'getPublicBooking',
  'getPublicBookingCalendar',
  'cancelPublicBooking',
  'reschedulePublicBooking',
] as const;

export function isOperation(value: string): value is Operation {
  return Object.hasOwn(OPERATION_ROLES, value);
}

export function isAllowed(role: Role, operation: Operation): boolean {
  return (OPERATION_ROLES[operation] as readonly Role[]).includes(role);
}
