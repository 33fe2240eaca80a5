import type { ReactNode } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { formatDuration } from '../../lib/format-duration.ts';
import { formatWhen } from '../../lib/local-date.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Translate } from '../i18n/i18n.ts';
import type { SlotStep, TimeSlot } from '../lib/booking-api.ts';
import { pricedWithSessions } from '../lib/package-sessions.ts';
import { chosenServices, visitTotals } from '../lib/visit.ts';
import { VisitSteps } from './visit-steps.tsx';

/**
 * The summary of a visit of several services, as rows of a DetailsList: each step (time, service,
 * professional, price — or the package session that covers it), when the whole visit is, and its
 * total length and price.
 */
export function visitSummaryRows({
  business,
  steps,
  tr,
  language,
  covered,
}: {
  business: PublicBusiness;
  steps: readonly SlotStep[];
  tr: Translate;
  language: string;
  covered: ReadonlySet<string>;
}): { label: string; value: ReactNode }[] {
  const services = chosenServices(business, steps);
  const total = visitTotals(pricedWithSessions(services, covered));
  const first = steps[0];
  const last = steps[steps.length - 1];
  const rows = steps.map((step, index) => {
    const service = business.services.find((s) => s.id === step.serviceId);
    return {
      key: `${index}`,
      startsAt: step.startsAt,
      endsAt: step.endsAt,
      serviceName: service?.name ?? '—',
      professionalName: business.professionals.find((p) => p.id === step.professionalId)?.fullName ?? '—',
      priceCents: service?.priceCents,
      covered: covered.has(step.serviceId),
    };
  });
  return [
    {
      label: tr('summary.services'),
      value: <VisitSteps steps={rows} timeZone={business.timeZone} currency={business.currency} />,
    },
    ...(first && last
      ? [{ label: tr('summary.when'), value: formatWhen(first.startsAt, last.endsAt, business.timeZone, language) }]
      : []),
    {
      label: tr('summary.total'),
      value: `${formatDuration(total.durationMinutes)} · ${formatMoney(total.priceCents, business.currency, language)}`,
    },
  ];
}

/**
 * The summary of what is being booked, as rows of a DetailsList: a visit's (visitSummaryRows), or
 * the one service (its length and price — or the package session that covers it), who does it and when.
 */
export function bookingSummaryRows({
  business,
  slot,
  professionalName,
  tr,
  language,
  covered,
}: {
  business: PublicBusiness;
  slot: TimeSlot;
  /** Who does the one service ('any professional' when the customer left it open). */
  professionalName: string;
  tr: Translate;
  language: string;
  covered: ReadonlySet<string>;
}): { label: string; value: ReactNode }[] {
  if (slot.steps.length > 1) return visitSummaryRows({ business, steps: slot.steps, tr, language, covered });
  const service = business.services.find((s) => s.id === slot.steps[0]?.serviceId);
  const price = service
    ? `${formatDuration(service.durationMinutes)} · ${covered.has(service.id) ? tr('packages.session') : formatMoney(service.priceCents, business.currency, language)}`
    : '';
  return [
    { label: tr('summary.service'), value: `${service?.name ?? ''} (${price})` },
    { label: tr('summary.professional'), value: professionalName },
    { label: tr('summary.when'), value: formatWhen(slot.startsAt, slot.endsAt, business.timeZone, language) },
  ];
}
