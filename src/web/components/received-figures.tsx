import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Received } from '../../contracts/metrics.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { formatMoney } from '../lib/money.ts';

const METHODS = ['cash', 'credit', 'debit', 'pix'] as const;

/**
 * Received revenue (docs/metrics.md) as the dashboard and the report show it: the money taken at
 * the counter, its split by payment method, the tips in it and what was left on accounts. `aside`
 * holds what the screen adds (the dashboard's change against the period before).
 */
export function ReceivedFigures({
  received,
  currency,
  aside,
  headingLevel = 3,
}: {
  received: Received;
  currency: 'BRL' | 'USD';
  aside?: ReactNode;
  /** Its title's level in the page's outline: under the dashboard's overview, or a report's section. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, currency, language);
  return (
    <section
      aria-labelledby="received-figures-title"
      className="break-inside-avoid-page rounded-2xl border border-border bg-card p-4 shadow-sm"
      data-testid="received-figures"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <Heading id="received-figures-title" className="text-sm font-medium text-muted-foreground">
            {t('received.title')}
          </Heading>
          <p
            className="mt-1 whitespace-nowrap text-2xl font-bold tracking-tight tabular-nums text-foreground"
            data-testid="received-total"
          >
            {money(received.totalCents)}
          </p>
          <p className="text-xs text-muted-foreground">{t('received.hint')}</p>
          {aside}
        </div>
        <dl
          aria-label={t('received.methods')}
          className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-1 text-sm sm:max-w-md"
        >
          {METHODS.map((method) => (
            <div key={method} className="flex min-w-0 justify-between gap-2" data-testid={`received-${method}`}>
              <dt className="truncate text-muted-foreground">{t(`paymentMethods.${method}`)}</dt>
              <dd className="tabular-nums text-foreground">{money(received.byMethod[method])}</dd>
            </div>
          ))}
          <div className="col-span-2 flex min-w-0 justify-between gap-2 border-t border-border pt-1">
            <dt className="truncate text-muted-foreground">{t('received.tips')}</dt>
            <dd className="tabular-nums text-foreground" data-testid="received-tips">
              {money(received.tipsCents)}
            </dd>
          </div>
          <div className="col-span-2 flex min-w-0 justify-between gap-2">
            <dt className="min-w-0 text-muted-foreground">{t('received.onAccount')}</dt>
            <dd className="tabular-nums text-foreground" data-testid="received-on-account">
              {money(received.onAccountCents)}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
