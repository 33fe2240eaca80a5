import type { ReactNode } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { formatDuration } from '../../lib/format-duration.ts';
import { formatWhen } from '../../lib/local-date.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Translate } from '../i18n/i18n.ts';
import type { SlotStep } from '../lib/booking-api.ts';
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
