import { addDays } from 'date-fns/addDays';
import type { CalendarFeed } from '../../../contracts/appointments.ts';
import { renderCalendar } from '../../../core/icalendar.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { AppointmentsQueries } from '../appointments/appointments.queries.ts';
import type { CalendarRepository } from './calendar.repository.ts';

const PAST_DAYS = 60;
const FUTURE_DAYS = 365;

/**
 * Secret iCalendar feeds ('Sincronizar com Google'): Google Calendar, Apple Calendar and Outlook
 * subscribe to the URL. Cancelled appointments drop out of the feed.
 */
export function createCalendarService(deps: {
  calendar: CalendarRepository;
  appointments: AppointmentsQueries;
  baseUrl: string;
  now: () => Date;
}) {
  const url = (token: string) => `${deps.baseUrl}/api/calendar/${token}.ics`;

  /** A professional's own record (the permission hook found it), null for an admin. */
  function ownProfessional(actor: Actor): string | null {
    if (actor.ownProfessionalId === undefined)
      throw new Error('a calendar operation must be marked "own records only"');
    return actor.ownProfessionalId;
  }

  return {
    async list(actor: Actor): Promise<CalendarFeed[]> {
      const businessId = actor.profile.businessId;
      const professionalId = ownProfessional(actor);
      if (professionalId) {
        const name = (await deps.calendar.professionalName(businessId, professionalId)) ?? '';
        return [
          {
            scope: 'professional',
            professionalId,
            name,
            url: url(await deps.calendar.tokenFor({ businessId, professionalId })),
          },
        ];
      }
      const feeds: CalendarFeed[] = [
        {
          scope: 'business',
          professionalId: null,
          name: '',
          url: url(await deps.calendar.tokenFor({ businessId, professionalId: null })),
        },
      ];
      for (const p of await deps.calendar.professionals(businessId)) {
        feeds.push({
          scope: 'professional',
          professionalId: p.id,
          name: p.fullName,
          url: url(await deps.calendar.tokenFor({ businessId, professionalId: p.id })),
        });
      }
      return feeds;
    },

    async regenerate(actor: Actor, professionalId: string | null): Promise<CalendarFeed> {
      const businessId = actor.profile.businessId;
      const own = ownProfessional(actor);
      if (own && professionalId !== own) throw forbidden();
      let name = '';
      if (professionalId) {
        const found = await deps.calendar.professionalName(businessId, professionalId);
        if (found === null) throw notFound();
        name = found;
      }
      const token = await deps.calendar.regenerate({ businessId, professionalId });
      return { scope: professionalId ? 'professional' : 'business', professionalId, name, url: url(token) };
    },

    async render(token: string): Promise<string | null> {
      const feed = await deps.calendar.findByToken(token);
      if (!feed) return null;
      const now = deps.now();
      const from = addDays(now, -PAST_DAYS);
      const to = addDays(now, FUTURE_DAYS);
      const appointments = await deps.appointments.list(feed.businessId, from, to, feed.professionalId ?? undefined);
      const events = appointments
        .filter((a) => a.status !== 'cancelled')
        .map((a) => ({
          uid: `${a.id}@agendo`,
          startsAt: new Date(a.startsAt),
          endsAt: new Date(a.endsAt),
          summary: `${a.serviceName} – ${a.clientName}`,
          description: [a.professionalName, a.clientPhone, a.notes].filter(Boolean).join('\n'),
          location: feed.address ?? undefined,
          status: a.status === 'scheduled' ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
          updatedAt: new Date(a.updatedAt),
        }));
      const name = feed.professionalName ? `${feed.businessName} – ${feed.professionalName}` : feed.businessName;
      return renderCalendar(events, { name, timeZone: feed.timeZone, coverFrom: from, coverTo: addDays(to, 1), now });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
