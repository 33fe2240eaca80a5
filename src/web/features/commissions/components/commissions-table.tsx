import { FileText, Percent, Undo2, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommissionsResponse, ProfessionalCommissions } from '../../../../contracts/commissions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatRate, isUndoable } from '../lib/format.ts';

/**
 * The owner's table of the month: each professional's rate, base, pending and paid, with paying,
 * undoing a payment just made, the statement and the per-service rates; the totals last.
 */
export function CommissionsTable({
  data,
  now,
  statementHref,
  onPay,
  onUndo,
  undoing,
  onRates,
}: {
  data: CommissionsResponse;
  now: number;
  statementHref: (professionalId: string) => string;
  onPay: (professional: ProfessionalCommissions) => void;
  onUndo: (professional: ProfessionalCommissions, paymentId: string) => void;
  undoing: string | null;
  onRates: (professional: ProfessionalCommissions) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, data.currency, language);
  const columns = {
    rate: t('commissions.columns.rate'),
    base: t('commissions.columns.base'),
    pending: t('commissions.columns.pending'),
    paid: t('commissions.columns.paid'),
  };

  return (
    <Table aria-label={t('commissions.title')} data-testid="commissions-table">
      <TableHeader>
        <TableRow>
          <TableHead className="md:pl-5">{t('commissions.columns.professional')}</TableHead>
          <TableHead className="px-3!">{columns.rate}</TableHead>
          <TableHead className="px-3! text-right">{columns.base}</TableHead>
          <TableHead className="px-3! text-right">{columns.pending}</TableHead>
          <TableHead className="px-3! text-right">{columns.paid}</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{t('commissions.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.professionals.map((professional) => {
          const undoable = professional.payments.find((payment) => isUndoable(payment, now));
          const name = professional.name;
          return (
            <TableRow key={professional.professionalId} data-testid="commission-row" data-professional={name}>
              <TableCell primary className="font-semibold text-foreground">
                {name}
                {!professional.active && (
                  <Badge variant="outline" className="ml-2 align-middle font-normal text-muted-foreground">
                    {t('commissions.inactive')}
                  </Badge>
                )}
              </TableCell>
              <TableCell label={columns.rate} data-column="rate" className="whitespace-nowrap md:px-3">
                <span className="md:flex md:flex-col">
                  <span className="tabular-nums">{formatRate(professional.effectiveRate, language)}</span>{' '}
                  <span className="text-xs text-muted-foreground">
                    {professional.ownRate === null ? t('commissions.rate.standard') : t('commissions.rate.own')}
                    {professional.serviceRates.length > 0 &&
                      ` ${t('commissions.rate.byService', { count: professional.serviceRates.length })}`}
                  </span>
                </span>
              </TableCell>
              <TableCell
                label={columns.base}
                data-column="base"
                className="whitespace-nowrap tabular-nums md:px-3 md:text-right"
              >
                {money(professional.baseCents)}
              </TableCell>
              <TableCell
                label={columns.pending}
                data-column="pending"
                className="whitespace-nowrap tabular-nums md:px-3 md:text-right"
              >
                <span className="font-semibold">{money(professional.pendingCents)}</span>
              </TableCell>
              <TableCell
                label={columns.paid}
                data-column="paid"
                className="whitespace-nowrap tabular-nums md:px-3 md:text-right"
              >
                {money(professional.paidCents)}
              </TableCell>
              <TableCell actions className="md:whitespace-nowrap md:pl-2 md:pr-4">
                <div className="flex w-full flex-wrap gap-2 md:flex-nowrap md:items-center md:justify-end md:gap-1.5">
                  {undoable ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="max-md:basis-full"
                      onClick={() => onUndo(professional, undoable.id)}
                      disabled={undoing === undoable.id}
                      aria-label={t('commissions.actions.undoNamed', { name })}
                    >
                      <Undo2 aria-hidden="true" />
                      {t('commissions.actions.undo')}
                    </Button>
                  ) : null}
                  {/* Just paid: undoing takes the pay button's place until there is something to pay again. */}
                  {!(undoable && professional.pendingCents <= 0) && (
                    <Button
                      size="sm"
                      className="max-md:basis-full"
                      onClick={() => onPay(professional)}
                      disabled={professional.pendingCents <= 0}
                      aria-label={t('commissions.actions.payNamed', { name })}
                    >
                      <Wallet aria-hidden="true" />
                      {t('commissions.actions.pay')}
                    </Button>
                  )}
                  <Link
                    to={statementHref(professional.professionalId)}
                    className={buttonVariants({ variant: 'outline', size: 'sm', className: 'max-md:flex-auto' })}
                    aria-label={t('commissions.actions.statementNamed', { name })}
                  >
                    <FileText aria-hidden="true" />
                    {t('commissions.actions.statement')}
                  </Link>
                  <Button
                    variant="outline"
                    size="sm"
                    className="max-md:flex-auto max-md:px-2 md:size-9 md:border-transparent md:px-0"
                    onClick={() => onRates(professional)}
                    aria-label={t('commissions.actions.ratesNamed', { name })}
                    title={t('commissions.actions.rates')}
                  >
                    <Percent aria-hidden="true" />
                    <span className="md:sr-only">{t('commissions.actions.rates')}</span>
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
        <TableRow
          data-testid="commissions-totals"
          className="font-semibold max-md:border-primary/40 max-md:bg-secondary/60 md:border-t-2 md:bg-muted/50 md:hover:bg-muted/50"
        >
          <TableCell primary>
            {t('commissions.totals')}
            {data.preview && (
              <Badge
                variant="outline"
                className="ml-2 border-amber-500/60 align-middle text-amber-800 dark:text-amber-200"
                data-testid="commissions-preview-badge"
              >
                {t('commissions.summary.previewLabel')}
              </Badge>
            )}
          </TableCell>
          <TableCell className="max-md:hidden!" />
          <TableCell
            label={columns.base}
            data-column="base"
            className="whitespace-nowrap tabular-nums md:px-3 md:text-right"
          >
            {money(data.totals.baseCents)}
          </TableCell>
          <TableCell
            label={columns.pending}
            data-column="pending"
            className="whitespace-nowrap tabular-nums md:px-3 md:text-right"
          >
            {money(data.totals.pendingCents)}
          </TableCell>
          <TableCell
            label={columns.paid}
            data-column="paid"
            className="whitespace-nowrap tabular-nums md:px-3 md:text-right"
          >
            {money(data.totals.paidCents)}
          </TableCell>
          <TableCell className="max-md:hidden!" />
        </TableRow>
      </TableBody>
    </Table>
  );
}
