import { useTranslation } from 'react-i18next';
import type { Comanda } from '../../../../contracts/counter.ts';
import { formatMoment } from '../../../lib/local-date.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useMoney } from '../lib/use-money.ts';
import { usesPackageSession } from '../lib/comanda-draft.ts';

/**
 * The receipt as printed: the business, the comanda's number, date and time, each line, the
 * discount, the tips, the total, how it was paid and the change.
 */
export function Receipt({ comanda }: { comanda: Comanda }) {
  const { t } = useTranslation();
  const { money, language } = useMoney();
  const { business } = useSignedIn().me;
  const signed = (cents: number) => (cents < 0 ? `−${money(-cents)}` : money(cents));
  const change = comanda.payments.reduce((sum, p) => sum + p.changeCents, 0);
  const row = 'flex justify-between gap-4';

  return (
    <article
      className="mx-auto w-full max-w-sm space-y-4 rounded-2xl border border-border bg-card p-5 text-sm text-card-foreground shadow-sm tabular-nums print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
      data-testid="receipt"
      aria-labelledby="receipt-title"
    >
      <header className="space-y-1 text-center">
        <p className="text-base font-bold">{business.name}</p>
        <h1 id="receipt-title" className="font-semibold">
          {t('counter.receipt.title', { number: comanda.number })}
        </h1>
        <p className="text-muted-foreground">
          {formatMoment(comanda.closedAt ?? comanda.openedAt, business.timeZone, language, true)}
        </p>
        {comanda.clientName && <p>{t('counter.receipt.client', { name: comanda.clientName })}</p>}
        {comanda.status === 'open' && <p className="font-semibold">{t('counter.receipt.preview')}</p>}
        {comanda.status === 'reversed' && <p className="font-semibold">{t('counter.receipt.reversed')}</p>}
      </header>

      <ul className="space-y-2 border-y border-dashed border-border py-3" data-testid="receipt-lines">
        {comanda.lines.map((line) => (
          <li key={line.id}>
            <p className={row}>
              <span className="min-w-0 break-words">
                {line.kind === 'tip' ? `${line.description} — ${line.professionalName ?? ''}` : line.description}
              </span>
              <span>{money(line.totalCents)}</span>
            </p>
            {line.kind !== 'tip' && (
              <p className="text-xs text-muted-foreground">
                {[
                  usesPackageSession(line)
                    ? `${t('counter.lines.packageSession')} · ${line.clientPackageName ?? ''}`
                    : `${line.quantity} × ${money(line.unitPriceCents)}`,
                  line.professionalName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ul>

      <dl className="space-y-1" data-testid="receipt-totals">
        <div className={row}>
          <dt>{t('counter.totals.subtotal')}</dt>
          <dd>{money(comanda.subtotalCents)}</dd>
        </div>
        {comanda.discountCents > 0 && (
          <div className={row}>
            <dt className="min-w-0 break-words">
              {t('counter.totals.discount')}
              {comanda.discountReason ? ` (${comanda.discountReason})` : ''}
            </dt>
            <dd>−{money(comanda.discountCents)}</dd>
          </div>
        )}
        {comanda.tipsCents > 0 && (
          <div className={row}>
            <dt>{t('counter.totals.tips')}</dt>
            <dd>{money(comanda.tipsCents)}</dd>
          </div>
        )}
        <div className={`${row} border-t border-border pt-2 text-base font-bold`}>
          <dt>{t('counter.totals.total')}</dt>
          <dd data-testid="receipt-total">{money(comanda.totalCents)}</dd>
        </div>
      </dl>

      {comanda.payments.length > 0 && (
        <dl className="space-y-1 border-t border-dashed border-border pt-3" data-testid="receipt-payments">
          {comanda.payments.map((payment) => (
            <div key={payment.id} className={row}>
              <dt>
                {t(`paymentMethods.${payment.method}`)}
                {payment.installments && payment.installments > 1 ? ` (${payment.installments}×)` : ''}
              </dt>
              <dd>{signed(payment.amountCents)}</dd>
            </div>
          ))}
          {change > 0 && (
            <div className={`${row} font-semibold`}>
              <dt>{t('counter.receipt.change')}</dt>
              <dd data-testid="receipt-change">{money(change)}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="text-center text-xs text-muted-foreground">{t('counter.receipt.thanks')}</p>
    </article>
  );
}
