import { useTranslation } from 'react-i18next';
import type { ComandaTotals } from '../../../../core/counter/comanda-totals.ts';
import { useMoney } from '../lib/use-money.ts';

/** Subtotal (services and items), the discount, the tips and the total to pay. */
export function ComandaTotalsList({
  totals,
  discountReason,
}: {
  totals: Pick<ComandaTotals, 'subtotalCents' | 'discountCents' | 'tipsCents' | 'totalCents'>;
  discountReason?: string | null;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
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
    </dl>
  );
}
