import { ArrowDownToLine, ArrowUpFromLine, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashRegister } from '../../../../contracts/counter.ts';
import type { CashMovementKind } from '../../../../core/counter/cash-register.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatMoment } from '../../../lib/local-date.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useMoney } from '../lib/use-money.ts';
import { CloseRegisterDialog } from './close-register-dialog.tsx';
import { MethodAmountsTable, withTotal } from './method-amounts-table.tsx';
import { MovementDialog } from './movement-dialog.tsx';

/**
 * The open register: since when and by whom, the float, what was taken and what it should hold per
 * method, the cash put in and taken out; suprimento, sangria and closing it.
 */
export function OpenRegisterCard({
  register,
  onClosed,
}: {
  register: CashRegister;
  onClosed: (closed: CashRegister) => void;
}) {
  const { t } = useTranslation();
  const { money, language } = useMoney();
  const timeZone = useSignedIn().me.business.timeZone;
  const [moving, setMoving] = useState<CashMovementKind | null>(null);
  const [closing, setClosing] = useState(false);

  return (
    <Card data-testid="open-register">
      <CardHeader className="gap-2 px-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('counter.register.openTitle')}</CardTitle>
          <Badge variant="accent">{t('counter.register.openBadge')}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('counter.register.openedBy', {
            when: formatMoment(register.openedAt, timeZone, language, false),
            who: register.openedByName ?? t('counter.someone'),
          })}
        </p>
      </CardHeader>
      <CardContent className="space-y-6 px-4 sm:px-6">
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('counter.register.float')}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="register-float">
              {money(register.floatCents)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('counter.register.comandas')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{register.comandas}</dd>
          </div>
        </dl>
        <MethodAmountsTable
          caption={t('counter.register.byMethod')}
          testId="register-amounts"
          totalLabel={t('counter.register.total')}
          columns={[
            { label: t('counter.register.taken'), values: withTotal(register.taken) },
            { label: t('counter.register.expected'), values: withTotal(register.expected) },
          ]}
        />
        <section aria-labelledby="register-movements">
          <h3 id="register-movements" className="text-sm font-semibold text-foreground">
            {t('counter.movements.title')}
          </h3>
          {register.movements.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('counter.movements.none')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-border text-sm" data-testid="register-movements">
              {register.movements.map((movement) => (
                <li key={movement.id} className="flex items-baseline justify-between gap-4 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-foreground">
                      {t(`counter.movements.kinds.${movement.kind}`)}
                      <span className="font-normal text-muted-foreground"> · {movement.reason}</span>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatMoment(movement.createdAt, timeZone, language, false)}
                      {movement.createdByName ? ` · ${movement.createdByName}` : ''}
                    </p>
                  </div>
                  <span
                    className={
                      movement.kind === 'deposit'
                        ? 'shrink-0 whitespace-nowrap font-semibold tabular-nums'
                        : 'shrink-0 whitespace-nowrap font-semibold tabular-nums text-destructive'
                    }
                  >
                    {movement.kind === 'deposit' ? '+' : '−'}
                    {money(movement.amountCents)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          <Button variant="outline" onClick={() => setMoving('deposit')}>
            <ArrowDownToLine aria-hidden="true" />
            {t('counter.movements.deposit')}
          </Button>
          <Button variant="outline" onClick={() => setMoving('withdrawal')}>
            <ArrowUpFromLine aria-hidden="true" />
            {t('counter.movements.withdrawal')}
          </Button>
          <Button className="sm:ml-auto" onClick={() => setClosing(true)}>
            <Lock aria-hidden="true" />
            {t('counter.closing.open')}
          </Button>
        </div>
      </CardContent>
      <MovementDialog registerId={register.id} kind={moving} onClose={() => setMoving(null)} />
      <CloseRegisterDialog
        register={register}
        open={closing}
        onOpenChange={setClosing}
        onClosed={(closed) => {
          setClosing(false);
          onClosed(closed);
        }}
      />
    </Card>
  );
}
