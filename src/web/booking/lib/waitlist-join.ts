import type { JoinWaitlistBody } from '../../../contracts/waitlist-body.ts';
import type { WhatsAppConsentLanguage } from '../../../contracts/whatsapp-consent.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { bookingPayload, validateDetails, type CustomerDetails, type DetailsField } from './customer-details.ts';
import type { WaitlistMessageKey } from '../i18n/waitlist-i18n.ts';

/* Joining the waitlist from the time step: the days asked for, the customer's details, the request's body. */

/**
 * The most days one wait spans: the contract's WAITLIST_MAX_DAYS (the test checks they agree). Not
 * imported from it: its module builds the body's schema, whose parts would weigh on the page's first script.
 */
export const WAITLIST_MAX_DAYS = 31;

const DAY_MS = 86_400_000;
/*
 * The days' arithmetic is done here on the day's UTC midnight, as the contract's check does, and not
 * with lib/local-date's: the functions this code alone used would weigh on the page's first script.
 */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const dayAfter = (day: LocalDate, days: number): LocalDate =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

export interface WaitlistRange {
  from: LocalDate | '';
  to: LocalDate | '';
}

export type WaitlistField = DetailsField | 'from' | 'to';

/** The services waited for, in order, each with its professional or null for anyone. */
export type WaitlistSteps = JoinWaitlistBody['steps'];

/**
 * The days the time step was showing (`days`, from today on), at most WAITLIST_MAX_DAYS of them,
 * from the chosen day when there is one.
 */
export function defaultRange(days: readonly LocalDate[], chosen: LocalDate | null): WaitlistRange {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return { from: '', to: '' };
  const from = chosen && days.includes(chosen) ? chosen : first;
  const longest = dayAfter(from, WAITLIST_MAX_DAYS - 1);
  return { from, to: last < longest ? last : longest };
}

/** The range's problems, as message keys: days missing, in the past, reversed or too many. */
export function rangeProblems(
  range: WaitlistRange,
  today: LocalDate,
): Partial<Record<'from' | 'to', WaitlistMessageKey>> {
  const problems: Partial<Record<'from' | 'to', WaitlistMessageKey>> = {};
  const { from, to } = range;
  if (!isDay(from)) problems.from = 'waitlist.join.errors.dayRequired';
  else if (from < today) problems.from = 'waitlist.join.errors.dayPast';
  if (!isDay(to)) problems.to = 'waitlist.join.errors.dayRequired';
  else if (to < today) problems.to = 'waitlist.join.errors.dayPast';
  else if (isDay(from) && to < from) problems.to = 'waitlist.join.errors.endBeforeStart';
  else if (isDay(from) && Date.parse(to) - Date.parse(from) >= WAITLIST_MAX_DAYS * DAY_MS)
    problems.to = 'waitlist.join.errors.rangeTooLong';
  return problems;
}

/**
 * Every problem of the form, field by field: the booking's rules for the details (the business's
 * phone setting), an e-mail always (the offers go by e-mail), and the range's.
 */
export function waitlistProblems(
  range: WaitlistRange,
  details: CustomerDetails,
  requirePhone: boolean,
  today: LocalDate,
): Partial<Record<WaitlistField, WaitlistMessageKey>> {
  const found: Partial<Record<WaitlistField, WaitlistMessageKey>> = {
    ...rangeProblems(range, today),
    ...validateDetails({ ...details, notes: '' }, { requirePhone, requireEmail: true }),
  };
  if (found.email === 'details.errors.emailRequired') found.email = 'waitlist.join.errors.emailRequired';
  return found;
}

/** The request's body: the steps, the days and the details as the booking sends them (no note). */
export function joinBody(
  steps: WaitlistSteps,
  range: { from: LocalDate; to: LocalDate },
  details: CustomerDetails,
  language: WhatsAppConsentLanguage,
): JoinWaitlistBody {
  const { client, website, whatsappConsent } = bookingPayload({ ...details, notes: '' }, language);
  return {
    steps,
    from: range.from,
    to: range.to,
    client,
    ...(website ? { website } : {}),
    ...(whatsappConsent ? { whatsappConsent } : {}),
  };
}
