import { useTranslation } from 'react-i18next';
import type { SalesReport } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatCount } from '../lib/format-figures.ts';

/**
 * The period's counter sales in five figures (docs/metrics.md, "Sales"): the comandas, what they
 * came to before the discount, the discounts, the tips, and the total (gross − discounts + tips).
 */
export function SalesSummary({ totals, currency }: { totals: SalesReport['totals']; currency: 'BRL' | 'USD' }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, currency, language);
  const figures = [
    { key: 'comandas', label: t('reports.sales.summary.comandas'), value: formatCount(totals.comandas, language) },
    { key: 'gross', label: t('reports.sales.summary.gross'), value: money(totals.grossCents) },
    { key: 'discounts', label: t('reports.sales.summary.discounts'), value: money(totals.discountCents) },
    { key: 'tips', label: t('reports.sales.summary.tips'), value: money(totals.tipsCents) },
    { key: 'total', label: t('reports.sales.summary.total'), value: money(totals.totalCents) },
  ];
  return (
    <dl
      aria-label={t('reports.sales.summary.label')}
      className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-border bg-card p-4 shadow-sm break-inside-avoid-page sm:grid-cols-5"
      data-testid="sales-summary"
    >
      {figures.map((figure) => (
        <div key={figure.key} className={figure.key === 'total' ? 'min-w-0 max-sm:col-span-2' : 'min-w-0'}>
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd
            className={
              figure.key === 'total'
                ? 'whitespace-nowrap text-xl font-bold tabular-nums text-foreground'
                : 'whitespace-nowrap text-lg font-semibold tabular-nums text-foreground'
            }
            data-testid={`sales-${figure.key}`}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
