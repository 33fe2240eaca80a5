import { TZDate } from '@date-fns/tz';
import { checkWorkingTime, type DailyRange } from './working-time.ts';

/**
 * The front desk's booking rule, its one owner (ADR 28): the server reads the context, asks
 * `judgeFrontDeskBooking`, and inserts only what it accepts; a refusal's reason is its verdict.
 * The database's exclusion constraint refuses an overlap. Moving an appointment asks
 * `judgeWorkingTime` alone.
 */

export interface FrontDeskContext {
  /** Each null when it is not the business's. */
  service: { id: string; name: string; durationMinutes: number; priceCents: number; active: boolean } | null;
  professional: { id: string; fullName: string; active: boolean } | null;
  /** `takesWhatsApp`: the client gets appointment messages on WhatsApp (docs/whatsapp.md). */
  client: { id: string; fullName: string; phone: string | null; takesWhatsApp?: boolean } | null;
  /** Whether the professional offers the service. */
  offers: boolean;
  hours: readonly DailyRange[];
  breaks: ReadonlyArray<DailyRange & { name: string }>;
  timeZone: string;
}

export type WorkingTimeVerdict =
  { ok: true } | { ok: false; reason: 'outside_hours' | 'break'; breakName: string | null };

export type FrontDeskVerdict =
  | {
      ok: true;
      service: NonNullable<FrontDeskContext['service']>;
      professional: NonNullable<FrontDeskContext['professional']>;
      client: NonNullable<FrontDeskContext['client']>;
      endsAt: Date;
    }
  | { ok: false; refusal: 'not_found'; missing: Array<'serviceId' | 'professionalId' | 'clientId'> }
  | { ok: false; refusal: 'inactive' | 'not_offered' }
  | { ok: false; refusal: 'working_time'; reason: 'outside_hours' | 'break'; breakName: string | null };

/**
 * Whether [startsAt, endsAt) lies, on the business's clock, within one of the professional's
 * working ranges of that weekday and clear of their breaks; a range that crosses midnight never
 * does. `allowOutside` is the person's explicit "book outside hours" yes.
 */
export function judgeWorkingTime(
  startsAt: Date,
  endsAt: Date,
  context: Pick<FrontDeskContext, 'hours' | 'breaks' | 'timeZone'>,
  allowOutside: boolean,
): WorkingTimeVerdict {
  if (allowOutside) return { ok: true };
  const start = new TZDate(startsAt.getTime(), context.timeZone);
  const end = new TZDate(endsAt.getTime(), context.timeZone);
  const sameDay =
    start.getFullYear() === end.getFullYear() &&
    start.getMonth() === end.getMonth() &&
    start.getDate() === end.getDate();
  const startMinute = start.getHours() * 60 + start.getMinutes();
  const endMinute = sameDay ? end.getHours() * 60 + end.getMinutes() : 24 * 60;
  const check = checkWorkingTime(start.getDay(), startMinute, endMinute, context.hours, context.breaks);
  if (check.inBreak) return { ok: false, reason: 'break', breakName: check.inBreak };
  if (!sameDay || !check.insideWorkingHours) return { ok: false, reason: 'outside_hours', breakName: null };
  return { ok: true };
}

/**
 * A booking from the front desk: the service, professional and client are the business's and
 * active, the professional offers the service, and the time is within their hours and clear of
 * their breaks unless the person said to book outside them. Who may book whom is the
 * permission table's (src/core/permissions.ts), not this rule's.
 */
export function judgeFrontDeskBooking(
  context: FrontDeskContext,
  startsAt: Date,
  allowOutside: boolean,
): FrontDeskVerdict {
  const { service, professional, client } = context;
  if (!service || !professional || !client) {
    const missing: Array<'serviceId' | 'professionalId' | 'clientId'> = [];
    if (!service) missing.push('serviceId');
    if (!professional) missing.push('professionalId');
    if (!client) missing.push('clientId');
    return { ok: false, refusal: 'not_found', missing };
  }
  if (!service.active || !professional.active) return { ok: false, refusal: 'inactive' };
  if (!context.offers) return { ok: false, refusal: 'not_offered' };
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
  const time = judgeWorkingTime(startsAt, endsAt, context, allowOutside);
  if (!time.ok) return { ok: false, refusal: 'working_time', reason: time.reason, breakName: time.breakName };
  return { ok: true, service, professional, client, endsAt };
}
