import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesReport } from '../../../../contracts/metrics.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatQuantity } from '../../../lib/stock-quantity.ts';
import { showToast } from '../../../lib/toast.ts';
import { salesExportPath } from '../api/get-sales-report.ts';
import type { ReportPeriod } from '../api/get-report.ts';
import { formatCount, formatShortDate } from '../lib/format-figures.ts';
import { SALES_METHODS, hasSales, salesProfessionalKey } from '../lib/sales-figures.ts';
import { ReportTable, type ReportColumn } from './report-table.tsx';
import { SalesSummary } from './sales-summary.tsx';

type DayFigures = Pick<SalesReport['totals'], 'comandas' | 'totalCents' | 'received'>;
type ProfessionalSales = SalesReport['professionals'][number];
type ServiceSales = SalesReport['services'][number];
type ProductSales = SalesReport['products'][number];

/**
 * The report's counter sales (docs/metrics.md, "Sales") for the page's period: its totals, then by
 * day with the money received per method, by professional, by service and by product (with their
 * costs in products and margins, docs/products.md); the days as CSV. A
 * period without sales says so in a line, as the counter may simply not be in use.
 */
export function SalesSection({ sales, period }: { sales: UseQueryResult<SalesReport>; period: ReportPeriod }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const headingId = useId();
  const [exporting, setExporting] = useState(false);
  const data = sales.data;
  const money = (cents: number) => (data ? formatMoney(cents, data.currency, language) : '');

  const dayColumns: ReportColumn<DayFigures>[] = [
    { key: 'comandas', header: t('reports.sales.columns.comandas'), cell: (f) => formatCount(f.comandas, language) },
    { key: 'total', header: t('reports.sales.columns.total'), cell: (f) => money(f.totalCents) },
    ...SALES_METHODS.map((method) => ({
      key: method,
      header: t(`paymentMethods.${method}`),
      cell: (f: DayFigures) => money(f.received.byMethod[method]),
    })),
    { key: 'onAccount', header: t('reports.sales.columns.onAccount'), cell: (f) => money(f.received.onAccountCents) },
  ];
  const professionalColumns: ReportColumn<ProfessionalSales>[] = [
    { key: 'services', header: t('reports.sales.columns.services'), cell: (f) => money(f.servicesCents) },
    { key: 'items', header: t('reports.sales.columns.items'), cell: (f) => money(f.itemsCents) },
    { key: 'tips', header: t('reports.sales.columns.tips'), cell: (f) => money(f.tipsCents) },
  ];
  const serviceColumns: ReportColumn<ServiceSales>[] = [
    { key: 'quantity', header: t('reports.sales.columns.quantity'), cell: (f) => formatCount(f.quantity, language) },
    { key: 'net', header: t('reports.sales.columns.net'), cell: (f) => money(f.netCents) },
    { key: 'cost', header: t('reports.sales.columns.productCost'), cell: (f) => money(f.productCostCents) },
    { key: 'margin', header: t('reports.sales.columns.margin'), cell: (f) => money(f.marginCents) },
  ];
  const productColumns: ReportColumn<ProductSales>[] = [
    {
      key: 'quantity',
      header: t('reports.sales.columns.quantity'),
      cell: (f) => formatQuantity(f.quantity, f.unit, language),
    },
    { key: 'net', header: t('reports.sales.columns.net'), cell: (f) => money(f.netCents) },
    { key: 'cost', header: t('reports.sales.columns.cost'), cell: (f) => money(f.costCents) },
    { key: 'margin', header: t('reports.sales.columns.margin'), cell: (f) => money(f.marginCents) },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(salesExportPath(period), `vendas-${period.from}-${period.to}.csv`);
    } catch (error) {
      showToast('error', t('reports.sales.exportError'), errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const any = data !== undefined && hasSales(data);
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-border pt-6" data-testid="report-sales">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-foreground">
          {t('reports.sales.title')}
        </h2>
        {any && (
          <Button
            variant="outline"
            className="max-sm:w-full print:hidden"
            onClick={() => void exportCsv()}
            disabled={exporting || sales.isPlaceholderData}
          >
            {exporting ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
            {exporting ? t('reports.actions.exporting') : t('reports.sales.export')}
          </Button>
        )}
      </div>
      {sales.isPending ? (
        <LoadingScreen fullScreen={false} className="min-h-40" />
      ) : sales.isError && !data ? (
        <ErrorState message={sales.error.message} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />
      ) : !any ? (
        <p className="text-sm text-muted-foreground" data-testid="sales-empty">
          {t('reports.sales.empty')}
        </p>
      ) : (
        <div
          className={sales.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
          aria-busy={sales.isFetching}
        >
          <SalesSummary totals={data.totals} currency={data.currency} />
          <ReportTable<SalesReport['days'][number], DayFigures>
            testId="sales-days"
            headingLevel={3}
            title={t('reports.sales.days.title')}
            nameHeader={t('reports.sales.days.name')}
            rows={data.days}
            rowKey={(row) => row.date}
            rowName={(row) => formatShortDate(row.date, language)}
            totals={data.totals}
            columns={dayColumns}
          />
          <ReportTable<ProfessionalSales, ProfessionalSales>
            testId="sales-professionals"
            headingLevel={3}
            title={t('reports.sales.professionals.title')}
            nameHeader={t('reports.sales.professionals.name')}
            rows={data.professionals}
            rowKey={salesProfessionalKey}
            rowName={(row) => row.name ?? t('reports.sales.noProfessional')}
            columns={professionalColumns}
            empty={t('reports.sales.professionals.empty')}
          />
          <ReportTable<ServiceSales, ServiceSales>
            testId="sales-services"
            headingLevel={3}
            title={t('reports.sales.services.title')}
            nameHeader={t('reports.sales.services.name')}
            rows={data.services}
            rowKey={(row) => row.serviceId}
            columns={serviceColumns}
            empty={t('reports.sales.services.empty')}
          />
          {data.products.length > 0 && (
            <ReportTable<ProductSales, ProductSales>
              testId="sales-products"
              headingLevel={3}
              title={t('reports.sales.products.title')}
              nameHeader={t('reports.sales.products.name')}
              rows={data.products}
              rowKey={(row) => row.productId}
              columns={productColumns}
            />
          )}
        </div>
      )}
    </section>
  );
}
