import { useTranslation } from 'react-i18next';
import type { CashRegister } from '../../../../contracts/counter.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoment } from '../../../lib/local-date.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useMoney } from '../lib/use-money.ts';
import { MethodAmountsTable, withTotal } from './method-amounts-table.tsx';

/** A closed register's count: expected, counted and the difference per method and in all (not zero stands out). */
export function RegisterClosingTable({ register }: { register: CashRegister }) {
  const { t } = useTranslation();
  if (!register.counted || !register.difference) return null;
  return (
    <MethodAmountsTable
      caption={t('counter.closing.summaryCaption')}
      testId="register-closing"
      totalLabel={t('counter.register.total')}
      columns={[
        { label: t('counter.register.expected'), values: withTotal(register.expected) },
        { label: t('counter.closing.counted'), values: withTotal(register.counted) },
        { label: t('counter.closing.difference'), values: register.difference, signed: true },
      ]}
    />
  );
}

/** Who opened and closed a register, and when. */
export function RegisterTimes({ register }: { register: CashRegister }) {
  const { t, i18n } = useTranslation();
  const timeZone = useSignedIn().me.business.timeZone;
  const moment = (instant: string) => formatMoment(instant, timeZone, i18n.language, false);
  return (
    <p className="text-sm text-muted-foreground">
      {t('counter.register.openedBy', {
        when: moment(register.openedAt),
        who: register.openedByName ?? t('counter.someone'),
      })}
      {register.closedAt && (
        <>
          <br />
          {t('counter.register.closedBy', {
            when: moment(register.closedAt),
            who: register.closedByName ?? t('counter.someone'),
          })}
        </>
      )}
    </p>
  );
}

/** The difference in all, as a sentence that stands out when the count was off. */
export function DifferenceLine({ cents }: { cents: number }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const text =
    cents === 0
      ? t('counter.closing.even')
      : t(cents > 0 ? 'counter.closing.over' : 'counter.closing.short', { amount: money(Math.abs(cents)) });
  return (
    <p
      className={cn(
        'text-sm font-semibold',
        cents === 0 ? 'text-foreground' : cents < 0 ? 'text-destructive' : 'text-success',
      )}
      data-testid="difference-line"
    >
      {text}
    </p>
  );
}
