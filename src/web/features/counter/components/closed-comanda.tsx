import { Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Comanda } from '../../../../contracts/counter.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatMoment } from '../../../lib/local-date.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { receiptPath } from '../lib/paths.ts';
import { useMoney } from '../lib/use-money.ts';
import { ComandaTotalsList } from './comanda-totals.tsx';
import { LinesView } from './lines-view.tsx';
import { PaymentsList } from './payments-list.tsx';
import { ReverseDialog } from './reverse-dialog.tsx';

/**
 * A closed (or reversed) comanda, read-only: its lines with each one's share of the discount, the
 * totals, how it was paid and the change; its receipt; for the owner, "Estornar".
 */
export function ClosedComanda({ comanda }: { comanda: Comanda }) {
  const { t } = useTranslation();
  const { money, language } = useMoney();
  const { me } = useSignedIn();
  const [reversing, setReversing] = useState(false);
  const change = comanda.payments.reduce((sum, p) => sum + Math.max(p.changeCents, 0), 0);
  const mayReverse = comanda.status === 'closed' && may(me.profile.role, 'reverseComanda');

  return (
    <div className="space-y-6">
      {comanda.status === 'reversed' && (
        <Alert variant="warning" data-testid="reversed-note">
          <p className="font-medium">
            {t('counter.reverse.reversedAt', {
              when: comanda.reversedAt ? formatMoment(comanda.reversedAt, me.business.timeZone, language, false) : '',
            })}
          </p>
          {comanda.reversalReason && <p>{t('counter.reverse.reasonWas', { reason: comanda.reversalReason })}</p>}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardContent className="space-y-4 px-4 pt-4 sm:px-6">
            <LinesView lines={comanda.lines} discountShares={comanda.lines.map((line) => line.discountCents)} />
            <ComandaTotalsList totals={comanda} discountReason={comanda.discountReason} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="px-4 pb-2 sm:px-6">
            <CardTitle className="text-lg">{t('counter.payment.paymentsTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 px-4 sm:px-6">
            {comanda.payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('counter.payment.nothingToPay')}</p>
            ) : (
              <PaymentsList payments={comanda.payments} />
            )}
            {change > 0 && (
              <p className="flex justify-between gap-4 border-t border-border pt-2 text-sm font-semibold tabular-nums">
                <span>{t('counter.payment.changeGiven')}</span>
                <span data-testid="comanda-change">{money(change)}</span>
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {mayReverse && (
          <Button variant="outline" className="text-destructive" onClick={() => setReversing(true)}>
            <Undo2 aria-hidden="true" />
            {t('counter.reverse.open')}
          </Button>
        )}
        <Link to={receiptPath(comanda.id)} className={buttonVariants()}>
          <Printer aria-hidden="true" />
          {t('counter.receipt.open')}
        </Link>
      </div>
      {mayReverse && <ReverseDialog comanda={comanda} open={reversing} onOpenChange={setReversing} />}
    </div>
  );
}
