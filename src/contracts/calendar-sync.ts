import { z } from 'zod';
import { uuidSchema } from './common.ts';

/** A professional's connection to a calendar provider (docs/calendars.md); never its secret. */
export const calendarConnectionSchema = z.object({
  id: z.string(),
  professionalId: z.string(),
  professionalName: z.string(),
  provider: z.enum(['google', 'caldav']),
  /** The e-mail, or the CalDAV user at its server's host. */
  accountLabel: z.string(),
  serverUrl: z.string().nullable(),
  /** Active, or broken: the provider refused it and it needs reconnecting. */
  status: z.enum(['active', 'broken']),
  brokenAt: z.iso.datetime().nullable(),
  readCalendarIds: z.array(z.string()),
  writeCalendarId: z.string().nullable(),
  lastPolledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>;

export const calendarConnectionsResponseSchema = z.object({
  items: z.array(calendarConnectionSchema),
  /** Whether this server can connect Google calendars (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set). */
  googleAvailable: z.boolean(),
});

export const startGoogleCalendarConnectionBodySchema = z.object({
  /** The owner names the professional; a professional connects their own calendar (omit it or name themselves). */
  professionalId: uuidSchema.optional(),
});
export type StartGoogleCalendarConnectionBody = z.input<typeof startGoogleCalendarConnectionBodySchema>;

/** Where to send the person: Google's consent page, which comes back to the callback. */
export const startGoogleCalendarConnectionResponseSchema = z.object({ authorizationUrl: z.string() });

/** What Google's consent page sends back to the callback; anything else is answered with a redirect. */
export const googleCalendarCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

export const connectCalDavBodySchema = z.object({
  /** The owner names the professional; a professional connects their own calendar (omit it or name themselves). */
  professionalId: uuidSchema.optional(),
  serverUrl: z.string().trim().min(1, { error: 'validation.required' }).max(2000),
  username: z.string().trim().min(1, { error: 'validation.required' }).max(320),
  /** An app-specific password where the provider has them (iCloud). */
  password: z.string().min(1, { error: 'validation.required' }).max(1000),
  /** The calendars whose busy time blocks the free times (their URLs); all of the account's by default. */
  readCalendarIds: z.array(z.string().max(2000)).max(50).optional(),
  /** The calendar Agendo's events go to; the account's first by default. */
  writeCalendarId: z.string().max(2000).optional(),
});
export type ConnectCalDavBody = z.input<typeof connectCalDavBodySchema>;

export const disconnectCalendarQuerySchema = z.object({
  /** 'true': also delete the events Agendo wrote for appointments not over yet. */
  removeEvents: z.enum(['true', 'false']).optional(),
});

const instant = z.iso.datetime({ offset: true, error: 'validation.datetime' });

export const calendarBusyTimesQuerySchema = z
  .object({ from: instant, to: instant, professionalId: uuidSchema.optional() })
  .refine((q) => q.from < q.to, { error: 'validation.endBeforeStart', path: ['to'] })
  .refine((q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= 62 * 86_400_000, {
    error: 'validation.rangeTooLong',
    path: ['to'],
  });

/** Busy time read from the professionals' calendars: times only, never what the events are. */
export const calendarBusyTimesResponseSchema = z.object({
  items: z.array(z.object({ professionalId: z.string(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() })),
});

export const calendarNoticesQuerySchema = z.object({ professionalId: uuidSchema.optional() });

/** An appointment's event deleted or moved in the other calendar: the appointment itself is unchanged. */
export const calendarNoticeSchema = z.object({
  appointmentId: z.string(),
  professionalId: z.string(),
  professionalName: z.string(),
  provider: z.enum(['google', 'caldav']),
  accountLabel: z.string(),
  kind: z.enum(['deleted', 'moved']),
  /** The appointment's times in Agendo. */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** Where the event was moved to (a move only). */
  movedStartsAt: z.iso.datetime().nullable(),
  movedEndsAt: z.iso.datetime().nullable(),
  serviceName: z.string(),
  clientName: z.string(),
  noticedAt: z.iso.datetime(),
});
export type CalendarNotice = z.infer<typeof calendarNoticeSchema>;

export const calendarNoticesResponseSchema = z.object({ items: z.array(calendarNoticeSchema) });
