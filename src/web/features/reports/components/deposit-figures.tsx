import { useTranslation } from 'react-i18next';
import type { DepositFigures as Figures } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatCount } from '../lib/format-figures.ts';

const ROWS = ['paid', 'kept', 'refunded', 'onComandas'] as const;

/**
 * The period's deposits at booking (docs/deposits.md): paid, kept by the business (a late
 * cancellation or a no-show), refunded, and taken off comandas — money in the business's payment
 * account, not in the register. Shown once the period has any.
 */
export function DepositFigures({ deposits, currency }: { deposits: Figures; currency: 'BRL' | 'USD' }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (ROWS.every((row) => deposits[row].count === 0)) return null;
  return (
    <section
      aria-labelledby="deposit-figures-title"
      className="break-inside-avoid-page rounded-2xl border border-border bg-card p-4 shadow-sm"
      data-testid="deposit-figures"
    >
      <h2 id="deposit-figures-title" className="text-sm font-medium text-muted-foreground">
        {t('reports.deposits.title')}
      </h2>
      <p className="text-xs text-muted-foreground">{t('reports.deposits.hint')}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {ROWS.map((row) => (
          <div key={row} className="min-w-0" data-testid={`deposits-${row}`}>
            <dt className="text-xs text-muted-foreground">{t(`reports.deposits.${row}`)}</dt>
            <dd className="tabular-nums">
              <span className="block text-lg font-semibold text-foreground" data-testid={`deposits-${row}-amount`}>
                {formatMoney(deposits[row].amountCents, currency, language)}
              </span>
              <span className="text-xs text-muted-foreground">
                {t('reports.deposits.count', {
                  count: deposits[row].count,
                  formatted: formatCount(deposits[row].count, language),
                })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
