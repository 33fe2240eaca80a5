import { FlaskConical, Plus, Scissors } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { ListView, type ListColumn } from '../../../components/list-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DeleteRowButton, EditRowButton, ToggleActiveRowButton } from '../../../components/row-actions.tsx';
import { StatusFilterControl, statusFilter } from '../../../components/status-filter.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useDeleteService } from '../api/delete-service.ts';
import { useServices } from '../../../lib/api/services.ts';
import { useUpdateService } from '../api/update-service.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { RecipeDialog } from '../components/recipe-dialog.tsx';
import { ServiceFormDialog } from '../components/service-form-dialog.tsx';

const PAGE_SIZE = 50;
const FILTERS = { status: statusFilter };

/** /servicos: what the business sells (docs/screens.md). Admins only. */
export function ServicesPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const list = useListParams({ filters: FILTERS, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [recipeOf, setRecipeOf] = useState<Service | null>(null);
  const { status } = list.filters;
  const services = useServices({
    search: list.search || undefined,
    active: status === 'all' ? undefined : status === 'active',
    limit: PAGE_SIZE,
    offset: list.offset,
  });
  const update = useUpdateService();
  const remove = useDeleteService();
  const currency = me.business.currency;

  const toggleActive = async (service: Service) => {
    try {
      await update.mutateAsync({ id: service.id, body: { active: !service.active } });
      showToast(
        'success',
        service.active ? t('services.toasts.deactivated') : t('services.toasts.activated'),
        service.name,
      );
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

  const columns: ListColumn<Service>[] = [
    {
      header: t('services.columns.name'),
      primary: true,
      cell: (service) => (
        <>
          <p className="font-semibold text-foreground">{service.name}</p>
          {service.description && (
            <p className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">{service.description}</p>
          )}
        </>
      ),
    },
    {
      header: t('services.columns.duration'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (service) => formatDuration(service.durationMinutes),
    },
    {
      header: t('services.columns.price'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (service) => formatMoney(service.priceCents, currency, language),
    },
    {
      header: t('services.columns.status'),
      cell: (service) => (
        <Badge variant={service.active ? 'secondary' : 'outline'}>
          {service.active ? t('services.status.active') : t('services.status.inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader title={t('services.title')} description={t('services.description')} actions={newButton} />

      <ListView
        list={list}
        query={services}
        label={t('services.title')}
        searchLabel={t('services.search')}
        filters={
          <StatusFilterControl
            label={t('services.filter.label')}
            value={status}
            onChange={(value) => list.setFilter('status', value)}
            texts={{
              all: t('services.filter.all'),
              active: t('services.filter.active'),
              inactive: t('services.filter.inactive'),
            }}
          />
        }
        columns={columns}
        rowKey={(service) => service.id}
        rowTestId="service-row"
        rowActions={(service) => (
          <>
            <EditRowButton
              label={t('services.actions.editNamed', { name: service.name })}
              onClick={() => setEditing(service)}
            />
            {/* The products one service uses (docs/products.md). */}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('serviceRecipe.openNamed', { name: service.name })}
              title={t('serviceRecipe.open')}
              onClick={() => setRecipeOf(service)}
            >
              <FlaskConical aria-hidden="true" />
            </Button>
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
            <DeleteRowButton
              label={t('services.actions.deleteNamed', { name: service.name })}
              onClick={() => setDeleting(service)}
            />
          </>
        )}
        empty={{
          icon: Scissors,
          title: t('services.empty.title'),
          description: t('services.empty.description'),
          action: newButton,
        }}
        noResults={(search) => ({
          title: search ? t('services.emptyFiltered.titleSearch', { search }) : t('services.emptyFiltered.title'),
          description: t('services.emptyFiltered.description'),
        })}
      />

      <ServiceFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        service={editing === 'new' ? null : editing}
        currency={currency}
      />
      <RecipeDialog service={recipeOf} currency={currency} onClose={() => setRecipeOf(null)} />
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
