import { useTranslation } from 'react-i18next';
import type { ComandaPayment } from '../../../../contracts/counter.ts';
import { useMoney } from '../lib/use-money.ts';

/** How a closed comanda was paid: each payment's method and amount, cash handed over and change, installments and brand. */
export function PaymentsList({ payments }: { payments: readonly ComandaPayment[] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const amount = (cents: number) => (cents < 0 ? `−${money(-cents)}` : money(cents));
  return (
    <ul className="divide-y divide-border text-sm" data-testid="comanda-payments">
      {payments.map((payment) => {
        const details = [
          payment.installments && payment.installments > 1
            ? t('counter.payment.installmentsDone', { count: payment.installments })
            : null,
          payment.cardBrand,
          payment.receivedCents !== null && payment.changeCents !== 0
            ? t('counter.payment.receivedDone', {
                received: amount(payment.receivedCents),
                change: amount(payment.changeCents),
              })
            : null,
          payment.amountCents < 0 ? t('counter.payment.reversal') : null,
        ].filter(Boolean);
        return (
          <li key={payment.id} className="flex items-start justify-between gap-3 py-2" data-testid="comanda-payment">
            <div className="min-w-0">
              <p className="font-medium text-foreground">{t(`paymentMethods.${payment.method}`)}</p>
              {details.length > 0 && <p className="text-xs text-muted-foreground">{details.join(' · ')}</p>}
            </div>
            <span className="shrink-0 font-semibold tabular-nums">{amount(payment.amountCents)}</span>
          </li>
        );
      })}
    </ul>
  );
}
