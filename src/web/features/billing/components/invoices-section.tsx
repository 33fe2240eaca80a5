import { ExternalLink, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getPlan } from '../../../../core/plans.ts';
import type { Invoice } from '../../../../contracts/billing.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useInvoices } from '../api/list-invoices.ts';
import { formatMoney } from '../../../lib/money.ts';

const STATUS_STYLE: Record<Invoice['status'], 'default' | 'secondary' | 'outline' | 'accent'> = {
  paid: 'secondary',
  open: 'accent',
  void: 'outline',
  uncollectible: 'outline',
};

/** The business's invoices, newest first: a table on wide screens, a list of cards on a phone. */
export function InvoicesSection({ formatDate }: { formatDate: (iso: string) => string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const invoices = useInvoices();

  let content;
  if (invoices.isPending) content = <LoadingScreen fullScreen={false} className="min-h-40" />;
  else if (invoices.isError) {
    content = (
      <ErrorState
        message={invoices.error.message}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  } else if (invoices.data.items.length === 0) {
    content = (
      <EmptyState
        icon={Receipt}
        title={t('billing.invoices.empty')}
        description={t('billing.invoices.emptyDescription')}
      />
    );
  } else {
    content = (
      <Table data-testid="invoices">
        <TableHeader>
          <TableRow>
            <TableHead>{t('billing.invoices.date')}</TableHead>
            <TableHead>{t('billing.invoices.plan')}</TableHead>
            <TableHead>{t('billing.invoices.amount')}</TableHead>
            <TableHead>{t('billing.invoices.status')}</TableHead>
            <TableHead className="text-right">{t('billing.invoices.receipt')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.data.items.map((invoice) => {
            const date = formatDate(invoice.createdAt);
            return (
              <TableRow key={invoice.id} data-testid="invoice">
                <TableCell primary className="font-medium text-foreground">
                  {date}
                </TableCell>
                <TableCell label={t('billing.invoices.plan')}>
                  {invoice.plan ? getPlan(invoice.plan).name[language] : '—'}
                </TableCell>
                <TableCell label={t('billing.invoices.amount')} className="whitespace-nowrap tabular-nums">
                  {formatMoney(invoice.amountCents, invoice.currency, language)}
                </TableCell>
                <TableCell label={t('billing.invoices.status')}>
                  <Badge variant={STATUS_STYLE[invoice.status]}>
                    {t(`billing.invoices.statuses.${invoice.status}`)}
                  </Badge>
                </TableCell>
                <TableCell actions>
                  {invoice.receiptUrl ? (
                    <a
                      href={invoice.receiptUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 rounded-md font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      aria-label={t('billing.invoices.openReceiptOf', { date })}
                    >
                      {t('billing.invoices.openReceipt')}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  ) : (
                    <span className="text-muted-foreground">{t('billing.invoices.noReceipt')}</span>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  return (
    <section aria-labelledby="invoices-title" className="space-y-4">
      <h2 id="invoices-title" className="text-lg font-semibold tracking-tight text-foreground">
        {t('billing.invoices.title')}
      </h2>
      {content}
    </section>
  );
}
