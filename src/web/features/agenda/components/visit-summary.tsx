import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { formatTimeRange } from '../lib/format.ts';
import { planVisit } from '../lib/visit-steps.ts';

/**
 * In place of the end and price when the visit has several services: each service's time, service
 * and professional, then the visit's total length and price; read out as they change.
 */
export function VisitSummary({
  id,
  steps,
  services,
  team,
  startMinute,
  currency,
}: {
  id: string;
  steps: readonly { serviceId: string; professionalId: string }[];
  services: readonly Service[];
  team: readonly ColumnProfessional[];
  startMinute: number | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const chosen = steps.map((step) => services.find((service) => service.id === step.serviceId));
  const plan = planVisit(startMinute, chosen);

  return (
    <div
      id={id}
      className="space-y-3 rounded-xl bg-muted/50 p-3 text-sm"
      aria-live="polite"
      data-testid="visit-summary"
    >
      <p className="text-xs font-medium text-muted-foreground">{t('agenda.visit.summaryTitle')}</p>
      <ol className="space-y-1.5">
        {steps.map((step, index) => {
          const time = plan.times[index];
          const professional = team.find((p) => p.id === step.professionalId)?.fullName ?? '—';
          return (
            <li key={index} className="flex gap-2" data-testid="visit-summary-step">
              <span className="min-w-24 shrink-0 whitespace-nowrap font-semibold tabular-nums text-foreground">
                {time ? formatTimeRange(time.start, time.end, language) : '—'}
              </span>
              <span className="min-w-0 text-foreground">
                {chosen[index]?.name ?? t('agenda.visit.notChosen')}
                <span className="text-muted-foreground"> · {professional}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <dl className="grid grid-cols-2 gap-3 border-t border-border pt-2">
        <div>
          <dt className="text-xs text-muted-foreground">{t('agenda.visit.totalDuration')}</dt>
          <dd className="font-semibold tabular-nums text-foreground" data-testid="visit-total-duration">
            {plan.totalMinutes > 0 ? formatDuration(plan.totalMinutes) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('agenda.visit.totalPrice')}</dt>
          <dd className="font-semibold tabular-nums text-foreground" data-testid="visit-total-price">
            {plan.totalMinutes > 0 ? formatMoney(plan.totalCents, currency, language) : '—'}
          </dd>
        </div>
      </dl>
    </div>
  );
}
