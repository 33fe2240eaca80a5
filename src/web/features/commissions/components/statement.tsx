import { useTranslation } from 'react-i18next';
import type {
  CommissionLine,
  CommissionsResponse,
  ProfessionalCommissions,
} from '../../../../contracts/commissions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDay, localDateOf } from '../../../lib/local-date.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatRate } from '../lib/format.ts';

const shortDate = (date: string, language: string) =>
  formatDay(date, language, { day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * A professional's statement of the month: what is pending and paid, each line (an adjustment —
 * a change to an appointment already paid — marked as such) and the payments. Read-only.
 */
export function Statement({
  data,
  professional,
  timeZone,
}: {
  data: CommissionsResponse;
  professional: ProfessionalCommissions;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, data.currency, language);
  const lines = data.lines;
  const figures = [
    { key: 'base', label: t('commissions.columns.base'), value: professional.baseCents },
    { key: 'pending', label: t('commissions.columns.pending'), value: professional.pendingCents },
    { key: 'paid', label: t('commissions.columns.paid'), value: professional.paidCents },
    // Tips are in pending and paid too; shown apart when there are any (docs/metrics.md).
    ...(professional.tipsCents !== 0
      ? [{ key: 'tips', label: t('commissions.statement.tips'), value: professional.tipsCents }]
      : []),
  ];
  const columns = {
    date: t('commissions.statement.columns.date'),
    client: t('commissions.statement.columns.client'),
    service: t('commissions.statement.columns.service'),
    base: t('commissions.statement.columns.base'),
    rate: t('commissions.statement.columns.rate'),
    amount: t('commissions.statement.columns.amount'),
    status: t('commissions.statement.columns.status'),
  };

  return (
    <div className="space-y-6" data-testid="commission-statement">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-foreground" data-testid="statement-professional">
          {professional.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('commissions.statement.rate', { rate: formatRate(professional.effectiveRate, language) })} (
          {professional.ownRate === null ? t('commissions.rate.standard') : t('commissions.rate.own')}
          {professional.serviceRates.length > 0 &&
            ` ${t('commissions.rate.byService', { count: professional.serviceRates.length })}`}
          )
        </p>
      </div>

      {data.preview && (
        <Alert variant="warning" data-testid="commissions-preview">
          <p>{data.outdated > 0 ? t('commissions.summary.preview') : t('commissions.summary.previewOwn')}</p>
        </Alert>
      )}

      {/* One card of three (or four) lines on a phone, cards side by side from sm up. */}
      <dl
        className={cn(
          'grid grid-cols-1 rounded-xl border border-border bg-card px-4 py-1 shadow-sm max-sm:divide-y max-sm:divide-border sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none',
          figures.length === 4 ? 'sm:grid-cols-4 print:grid-cols-4' : 'sm:grid-cols-3 print:grid-cols-3',
        )}
      >
        {figures.map((figure) => (
          <div
            key={figure.key}
            className="flex items-baseline justify-between gap-4 py-2.5 sm:block sm:rounded-xl sm:border sm:border-border sm:bg-card sm:px-4 sm:py-3 sm:shadow-sm print:shadow-none"
            data-testid={`statement-${figure.key}`}
          >
            <dt className="text-sm font-medium text-muted-foreground sm:text-xs">{figure.label}</dt>
            <dd className="text-lg font-bold tabular-nums text-foreground sm:mt-1 sm:text-xl">{money(figure.value)}</dd>
          </div>
        ))}
      </dl>

      <section className="space-y-3" aria-labelledby="statement-lines">
        <h3 id="statement-lines" className="text-base font-semibold text-foreground">
          {t('commissions.statement.lines')}
        </h3>
        {lines.length === 0 ? (
          <p
            className="rounded-2xl border border-dashed border-border bg-card px-6 py-8 text-center text-sm text-muted-foreground"
            data-testid="statement-empty"
          >
            {data.calculatedAt ? t('commissions.statement.empty') : t('commissions.statement.emptyNotCalculated')}
          </p>
        ) : (
          <Table aria-labelledby="statement-lines" className="print:text-xs print:[&_td]:py-1.5">
            <TableHeader>
              <TableRow>
                <TableHead className="md:pl-5">{columns.date}</TableHead>
                <TableHead>{columns.client}</TableHead>
                <TableHead>{columns.service}</TableHead>
                <TableHead className="text-right">{columns.base}</TableHead>
                <TableHead className="text-right">{columns.rate}</TableHead>
                <TableHead className="text-right">{columns.amount}</TableHead>
                <TableHead>{columns.status}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((line) => (
                <LineRow key={line.id} line={line} columns={columns} money={money} timeZone={timeZone} />
              ))}
            </TableBody>
          </Table>
        )}
        {lines.some((line) => line.kind === 'adjustment') && (
          <p className="text-xs text-muted-foreground">{t('commissions.statement.adjustmentHint')}</p>
        )}
      </section>

      {professional.payments.length > 0 && (
        <section className="space-y-2" aria-labelledby="statement-payments">
          <h3 id="statement-payments" className="text-base font-semibold text-foreground">
            {t('commissions.statement.payments')}
          </h3>
          <ul className="space-y-1 text-sm text-foreground" data-testid="statement-payments">
            {professional.payments.map((payment) => (
              <li key={payment.id} className="tabular-nums">
                {t('commissions.statement.payment', {
                  date: shortDate(payment.paidOn, language),
                  amount: money(payment.amountCents),
                  lines: payment.lines,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function LineRow({
  line,
  columns,
  money,
  timeZone,
}: {
  line: CommissionLine;
  columns: Record<'date' | 'client' | 'service' | 'base' | 'rate' | 'amount' | 'status', string>;
  money: (cents: number) => string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const adjustment = line.kind === 'adjustment';
  const badge = adjustment
    ? t('commissions.statement.adjustment')
    : line.kind === 'tip'
      ? t('commissions.statement.tip')
      : null;
  return (
    <TableRow
      data-testid="statement-line"
      data-kind={line.kind}
      className={cn(adjustment && 'md:bg-amber-50/60 dark:md:bg-amber-950/20')}
    >
      <TableCell primary className="whitespace-nowrap font-semibold text-foreground md:font-normal">
        {shortDate(localDateOf(line.startsAt, timeZone), language)}
        {badge && (
          <Badge
            variant="outline"
            className={cn('ml-2 align-middle', adjustment && 'border-amber-500/60 text-amber-800 dark:text-amber-200')}
          >
            {badge}
          </Badge>
        )}
      </TableCell>
      <TableCell label={columns.client}>{line.clientName ?? t('commissions.statement.walkIn')}</TableCell>
      <TableCell label={columns.service}>
        <span className="block max-md:text-right">
          {line.serviceName}
          {line.comandaNumber !== null && (
            <span className="block text-xs text-muted-foreground">
              {t('commissions.statement.comanda', { number: line.comandaNumber })}
            </span>
          )}
        </span>
      </TableCell>
      <TableCell label={columns.base} className="whitespace-nowrap tabular-nums md:text-right">
        {money(line.baseCents)}
      </TableCell>
      <TableCell label={columns.rate} className="whitespace-nowrap tabular-nums md:text-right">
        {formatRate(line.rate, language)}
      </TableCell>
      <TableCell label={columns.amount} className="whitespace-nowrap font-semibold tabular-nums md:text-right">
        {money(line.amountCents)}
      </TableCell>
      <TableCell label={columns.status} className="whitespace-nowrap">
        {line.status === 'paid'
          ? line.paidOn
            ? t('commissions.statement.status.paidOn', { date: shortDate(line.paidOn, language) })
            : t('commissions.statement.status.paid')
          : t('commissions.statement.status.pending')}
      </TableCell>
    </TableRow>
  );
}
