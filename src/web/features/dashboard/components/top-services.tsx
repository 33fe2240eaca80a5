import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ChartCard } from './chart-card.tsx';

/**
 * The five services that brought in the most, as a ranked list with a bar each (as long as the
 * service's revenue against the first one's): names stay whole on a phone, and the list is its own
 * text for screen readers.
 */
export function TopServices({ dashboard, className }: { dashboard: Dashboard; className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const services = dashboard.topServices;
  const highest = Math.max(1, ...services.map((service) => service.revenueCents));

  return (
    <ChartCard
      name="top-services"
      title={t('dashboard.charts.topServices.title')}
      description={t('dashboard.charts.topServices.description')}
      className={className}
    >
      {services.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('dashboard.charts.topServices.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="top-services">
          {services.map((service, index) => (
            <li key={service.serviceId} className="min-w-0" data-testid="top-service">
              <div className="flex items-start justify-between gap-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-foreground [overflow-wrap:anywhere]">
                    <span className="mr-1.5 tabular-nums text-muted-foreground">{index + 1}.</span>
                    {service.name}
                  </p>
                  <p className="text-xs tabular-nums text-muted-foreground">
                    {t('dashboard.charts.topServices.count', { count: service.count })}
                  </p>
                </div>
                <span className="shrink-0 font-semibold tabular-nums text-foreground">
                  {formatMoney(service.revenueCents, dashboard.currency, language)}
                </span>
              </div>
              <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${Math.max(2, (service.revenueCents / highest) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </ChartCard>
  );
}
