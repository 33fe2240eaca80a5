import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentDeposit } from '../../../../contracts/deposits.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoment } from '../../../lib/local-date.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';

const TONE = {
  pending: 'outline',
  paid: 'accent',
  kept: 'secondary',
  refunding: 'secondary',
  refunded: 'secondary',
  expired: 'secondary',
} as const;

/**
 * The visit's deposit at booking (docs/deposits.md), as the schedule's panel shows it: its amount,
 * its state and method, until when an unpaid one holds the time, and why a settled one was settled.
 */
export function DepositSection({
  deposit,
  timeZone,
  currency,
}: {
  deposit: AppointmentDeposit;
  timeZone: string;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = currentLanguage();
  return (
    <section
      className="mt-6 space-y-2 border-t border-border pt-5 text-sm"
      aria-labelledby={`${id}-title`}
      data-testid="panel-deposit"
      data-status={deposit.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
          {t('agenda.panel.deposit.title')}
        </h3>
        <Badge variant={TONE[deposit.status]}>{t(`agenda.panel.deposit.status.${deposit.status}`)}</Badge>
      </div>
      <p className="tabular-nums text-foreground">
        {formatMoney(deposit.amountCents, currency, language)}
        {deposit.method && ` · ${t(`agenda.panel.deposit.method.${deposit.method}`)}`}
      </p>
      {deposit.status === 'pending' && (
        <p className="text-muted-foreground">
          {t('agenda.panel.deposit.holdsUntil', { when: formatMoment(deposit.expiresAt, timeZone, language, false) })}
        </p>
      )}
      {deposit.settledReason && (
        <p className="text-muted-foreground">{t(`agenda.panel.deposit.reason.${deposit.settledReason}`)}</p>
      )}
    </section>
  );
}
