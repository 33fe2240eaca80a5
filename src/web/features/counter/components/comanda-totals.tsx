import { useTranslation } from 'react-i18next';
import type { ComandaTotals } from '../../../../core/counter/comanda-totals.ts';
import { depositApplied } from '../../../../core/counter/payments.ts';
import { useMoney } from '../lib/use-money.ts';

/**
 * Subtotal (services and items), the discount, the tips and the total to pay; on an open comanda
 * whose visit paid a deposit when booking, the deposit taken off and what is still to receive.
 */
export function ComandaTotalsList({
  totals,
  discountReason,
  depositCents = 0,
}: {
  totals: Pick<ComandaTotals, 'subtotalCents' | 'discountCents' | 'tipsCents' | 'totalCents'>;
  discountReason?: string | null;
  /** The visit's paid deposit (docs/deposits.md); `depositApplied` takes at most the total off. */
  depositCents?: number;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const deposit = depositApplied(totals.totalCents, depositCents);
  return (
    <dl className="space-y-1.5 text-sm tabular-nums" data-testid="comanda-totals">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t('counter.totals.subtotal')}</dt>
        <dd data-testid="subtotal">{money(totals.subtotalCents)}</dd>
      </div>
      {totals.discountCents > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="min-w-0 text-muted-foreground">
            {t('counter.totals.discount')}
            {discountReason ? <span className="break-words"> ({discountReason})</span> : null}
          </dt>
          <dd data-testid="discount">−{money(totals.discountCents)}</dd>
        </div>
      )}
      {totals.tipsCents > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('counter.totals.tips')}</dt>
          <dd data-testid="tips">{money(totals.tipsCents)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>{t('counter.totals.total')}</dt>
        <dd data-testid="total">{money(totals.totalCents)}</dd>
      </div>
      {deposit > 0 && (
        <>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('counter.totals.deposit')}</dt>
            <dd data-testid="deposit">−{money(deposit)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t('counter.totals.balance')}</dt>
            <dd data-testid="balance">{money(totals.totalCents - deposit)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
