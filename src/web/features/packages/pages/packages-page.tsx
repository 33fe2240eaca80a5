import '../i18n/register-translations.ts';
import { Plus, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '../../../../contracts/packages.ts';
import { ListView, type ListColumn } from '../../../components/list-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EditRowButton } from '../../../components/row-actions.tsx';
import { StatusFilterControl, statusFilter } from '../../../components/status-filter.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { usePackages } from '../../../lib/api/packages.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { PackageFormDialog } from '../components/package-form-dialog.tsx';
import { savingsOf } from '../lib/package-form.ts';

const PAGE_SIZE = 50;
const FILTERS = { status: statusFilter };

/** /pacotes: the packages of sessions the counter sells (docs/packages.md). The owner's. */
export function PackagesPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const currency = me.business.currency;
  const list = useListParams({ filters: FILTERS, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Package | 'new' | null>(null);
  const { status } = list.filters;
  const packages = usePackages({
    search: list.search || undefined,
    active: status === 'all' ? undefined : status === 'active',
    limit: PAGE_SIZE,
    offset: list.offset,
  });
  const money = (cents: number) => formatMoney(cents, currency, language);

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {t('packages.new')}
    </Button>
  );

  const columns: ListColumn<Package>[] = [
    {
      header: t('packages.columns.name'),
      primary: true,
      cell: (pkg) => (
        <p className="font-semibold text-foreground">
          {pkg.name}
          <Badge variant={pkg.active ? 'secondary' : 'outline'} className="ml-2 align-middle">
            {pkg.active ? t('packages.status.active') : t('packages.status.inactive')}
          </Badge>
        </p>
      ),
    },
    {
      header: t('packages.columns.services'),
      cell: (pkg) => (
        <div>
          <ul>
            {pkg.services.map((item) => (
              <li key={item.serviceId}>
                {t('packages.serviceSessions', { count: item.sessions, service: item.serviceName })}
              </li>
            ))}
          </ul>
          {pkg.services.length > 1 && (
            <p className="text-xs text-muted-foreground">{t('packages.sessionsTotal', { count: pkg.sessionsTotal })}</p>
          )}
        </div>
      ),
    },
    {
      header: t('packages.columns.price'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (pkg) => <span className="font-semibold">{money(pkg.priceCents)}</span>,
    },
    {
      header: t('packages.columns.saves'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (pkg) => {
        const savings = savingsOf(pkg.listPriceCents, pkg.priceCents);
        return savings ? (
          <span title={t('packages.listPrice', { amount: money(pkg.listPriceCents) })}>
            {t('packages.savings', { amount: money(savings.savedCents), percent: savings.percent })}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('packages.noSavings')}</span>
        );
      },
    },
    {
      header: t('packages.columns.validity'),
      className: 'whitespace-nowrap',
      cell: (pkg) => t('packages.validityDays', { count: pkg.validityDays }),
    },
  ];

  return (
    <div className="space-y-6" data-testid="packages-page">
      <PageHeader title={t('packages.title')} description={t('packages.description')} actions={newButton} />

      <ListView
        list={list}
        query={packages}
        label={t('packages.title')}
        searchLabel={t('packages.search')}
        searchPlaceholder={t('packages.searchPlaceholder')}
        filters={
          <StatusFilterControl
            label={t('packages.filter.label')}
            value={status}
            onChange={(value) => list.setFilter('status', value)}
            texts={{
              all: t('packages.filter.all'),
              active: t('packages.filter.active'),
              inactive: t('packages.filter.inactive'),
            }}
          />
        }
        columns={columns}
        rowKey={(pkg) => pkg.id}
        rowTestId="package-row"
        rowActions={(pkg) => (
          <EditRowButton label={t('packages.editNamed', { name: pkg.name })} onClick={() => setEditing(pkg)} />
        )}
        empty={{
          icon: Ticket,
          title: t('packages.empty.title'),
          description: t('packages.empty.description'),
          action: newButton,
        }}
        noResults={(search) => ({
          title: search ? t('packages.emptyFiltered.titleSearch', { search }) : t('packages.emptyFiltered.title'),
          description: t('packages.emptyFiltered.description'),
        })}
        resultCount={(total) => t('packages.found', { count: total })}
      />

      <PackageFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        pkg={editing === 'new' ? null : editing}
        currency={currency}
      />
    </div>
  );
}
