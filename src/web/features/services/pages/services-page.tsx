import { Plus, Scissors } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DeleteRowButton, EditRowButton, ToggleActiveRowButton } from '../../../components/row-actions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useServices } from '../../../lib/api/list-services.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useUpdateService } from '../api/update-service.ts';
import { useDeleteService } from '../api/delete-service.ts';
import { ServiceFormDialog } from '../components/service-form-dialog.tsx';

type StatusFilter = 'all' | 'active' | 'inactive';
const PAGE_SIZE = 50;

/** /servicos: what the business sells (SPEC 2, issue 3). Admins only. */
export function ServicesPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const services = useServices({
    search: debouncedSearch || undefined,
    active: status === 'all' ? undefined : status === 'active',
    limit: PAGE_SIZE,
    offset,
  });
  const update = useUpdateService();
  const remove = useDeleteService();
  const currency = me.business.currency;
  const filtering = debouncedSearch !== '' || status !== 'all';

  const toggleActive = async (service: Service) => {
    try {
      await update.mutateAsync({ id: service.id, body: { active: !service.active } });
      showToast('success', service.active ? t('services.toasts.deactivated') : t('services.toasts.activated'), service.name);
    } catch (error) {
      showToast('error', t('services.toasts.saveError'), errorMessage(error));
    }
  };

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {t('services.new')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader title={t('services.title')} description={t('services.description')} actions={newButton} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          className="sm:max-w-sm sm:flex-1"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
          label={t('services.search')}
        />
        <SegmentedControl
          label={t('services.filter.label')}
          value={status}
          onValueChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
          options={[
            { value: 'all', label: t('services.filter.all') },
            { value: 'active', label: t('services.filter.active') },
            { value: 'inactive', label: t('services.filter.inactive') },
          ]}
        />
      </div>

      {services.isPending ? (
        <LoadingScreen fullScreen={false} />
      ) : services.isError ? (
        <ErrorState message={services.error.message} onRetry={() => void services.refetch()} retrying={services.isFetching} />
      ) : services.data.items.length === 0 ? (
        filtering ? (
          <EmptyState icon={Scissors} title={t('services.emptyFiltered.title')} description={t('services.emptyFiltered.description')} />
        ) : (
          <EmptyState icon={Scissors} title={t('services.empty.title')} description={t('services.empty.description')} action={newButton} />
        )
      ) : (
        <>
          <Table aria-label={t('services.title')} aria-busy={services.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('services.columns.name')}</TableHead>
                <TableHead>{t('services.columns.duration')}</TableHead>
                <TableHead>{t('services.columns.price')}</TableHead>
                <TableHead>{t('services.columns.status')}</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">{t('common.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {services.data.items.map((service) => (
                <TableRow key={service.id} data-testid="service-row">
                  <TableCell primary>
                    <p className="font-semibold text-foreground">{service.name}</p>
                    {service.description && <p className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">{service.description}</p>}
                  </TableCell>
                  <TableCell label={t('services.columns.duration')} className="whitespace-nowrap tabular-nums">
                    {formatDuration(service.durationMinutes)}
                  </TableCell>
                  <TableCell label={t('services.columns.price')} className="whitespace-nowrap tabular-nums">
                    {formatMoney(service.priceCents, currency, language)}
                  </TableCell>
                  <TableCell label={t('services.columns.status')}>
                    <Badge variant={service.active ? 'secondary' : 'outline'}>
                      {service.active ? t('services.status.active') : t('services.status.inactive')}
                    </Badge>
                  </TableCell>
                  <TableCell actions>
                    <div className="flex justify-end gap-1">
                      <EditRowButton label={t('services.actions.editNamed', { name: service.name })} onClick={() => setEditing(service)} />
                      <ToggleActiveRowButton
                        active={service.active}
                        label={{
                          activate: t('services.actions.activateNamed', { name: service.name }),
                          deactivate: t('services.actions.deactivateNamed', { name: service.name }),
                        }}
                        title={{ activate: t('services.actions.activate'), deactivate: t('services.actions.deactivate') }}
                        disabled={update.isPending && update.variables.id === service.id}
                        onClick={() => void toggleActive(service)}
                      />
                      <DeleteRowButton label={t('services.actions.deleteNamed', { name: service.name })} onClick={() => setDeleting(service)} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination offset={offset} limit={PAGE_SIZE} total={services.data.total} onOffsetChange={setOffset} />
        </>
      )}

      <ServiceFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        service={editing === 'new' ? null : editing}
        currency={currency}
      />
      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('services.delete.title')}
        description={t('services.delete.description', { name: deleting?.name ?? '' })}
        inUseCode="SERVICE_IN_USE"
        onDelete={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        deleted={t('services.toasts.deleted')}
        deleteError={t('services.toasts.deleteError')}
        deactivate={
          deleting?.active
            ? {
                run: async () => {
                  await update.mutateAsync({ id: deleting.id, body: { active: false } });
                },
                done: t('services.toasts.deactivated'),
                error: t('services.toasts.saveError'),
              }
            : undefined
        }
      />
    </div>
  );
}
