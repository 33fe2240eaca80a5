import { addDays } from 'date-fns/addDays';
import type { CalendarFeed } from '../../../contracts/appointments.ts';
import { renderCalendar } from '../../../core/icalendar.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import type { CalendarRepository } from './calendar.repository.ts';

const PAST_DAYS = 60;
const FUTURE_DAYS = 365;

/**
 * Secret iCalendar feeds ('Sincronizar com Google'): Google Calendar, Apple Calendar and Outlook
 * subscribe to the URL. Cancelled appointments drop out of the feed.
 */
export function createCalendarService(deps: {
  calendar: CalendarRepository;
  appointments: AppointmentsRepository;
  baseUrl: string;
  now: () => Date;
}) {
  const url = (token: string) => `${deps.baseUrl}/api/calendar/${token}.ics`;

  async function ownProfessional(actor: Actor): Promise<string> {
    const own = await deps.appointments.professionalIdOfUser(actor.profile.businessId, actor.user.id);
    if (!own) throw forbidden();
    return own;
  }

  return {
    async list(actor: Actor): Promise<CalendarFeed[]> {
      const businessId = actor.profile.businessId;
      if (actor.profile.role !== 'admin') {
        const professionalId = await ownProfessional(actor);
        const professional = await deps.appointments.findProfessional(businessId, professionalId);
        return [{ scope: 'professional', professionalId, name: professional?.full_name ?? '', url: url(await deps.calendar.tokenFor({ businessId, professionalId })) }];
      }
      const feeds: CalendarFeed[] = [
        { scope: 'business', professionalId: null, name: '', url: url(await deps.calendar.tokenFor({ businessId, professionalId: null })) },
      ];
      for (const p of await deps.calendar.professionals(businessId)) {
        feeds.push({ scope: 'professional', professionalId: p.id, name: p.full_name, url: url(await deps.calendar.tokenFor({ businessId, professionalId: p.id })) });
      }
      return feeds;
    },

    async regenerate(actor: Actor, professionalId: string | null): Promise<CalendarFeed> {
      const businessId = actor.profile.businessId;
      if (actor.profile.role !== 'admin' && professionalId !== (await ownProfessional(actor))) throw forbidden();
      let name = '';
      if (professionalId) {
        const professional = await deps.appointments.findProfessional(businessId, professionalId);
        if (!professional) throw notFound();
        name = professional.full_name;
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
