import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { formatMoney } from '../../lib/money.ts';
import { formatTime } from '../../lib/local-date.ts';
import { useI18n } from '../i18n/i18n.ts';

export interface VisitStepRow {
  key: string;
  startsAt: string;
  endsAt: string;
  serviceName: string;
  professionalName: string;
  priceCents?: number;
  /** A package session covers it: said instead of its price. */
  covered?: boolean;
  /** A step the business cancelled on its own: shown struck through. */
  cancelled?: boolean;
}

/** The services of a visit in order: when each starts and ends, what it is, who does it and its price. */
export function VisitSteps({
  steps,
  timeZone,
  currency,
}: {
  steps: readonly VisitStepRow[];
  timeZone: string;
  currency: PublicBusiness['currency'];
}) {
  const { tr, language } = useI18n();
  return (
    <ol className="space-y-3" data-testid="visit-steps">
      {steps.map((step) => (
        <li key={step.key} className={step.cancelled ? 'line-through opacity-70' : undefined}>
          <span className="block text-muted-foreground tabular-nums">
            {formatTime(step.startsAt, timeZone, language)}–{formatTime(step.endsAt, timeZone, language)}
          </span>
          <span className="block">{step.serviceName}</span>
          <span className="block font-normal text-muted-foreground">
            {step.professionalName}
            {step.covered
              ? ` · ${tr('packages.session')}`
              : step.priceCents !== undefined
                ? ` · ${formatMoney(step.priceCents, currency, language)}`
                : ''}
            {step.cancelled ? ` · ${tr('status.cancelled')}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
