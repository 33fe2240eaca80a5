import { KeyRound, Pencil, Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Professional } from '../../../../contracts/professionals.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { ListView, type ListColumn } from '../../../components/list-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DeleteRowButton, ToggleActiveRowButton } from '../../../components/row-actions.tsx';
import { StatusFilterControl, statusFilter } from '../../../components/status-filter.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useDeleteProfessional } from '../api/delete-professional.ts';
import { useProfessionals } from '../../../lib/api/professionals.ts';
import { useUpdateProfessional } from '../api/update-professional.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { weekdayName } from '../../../lib/weekdays.ts';
import { WEEK_ORDER } from '../../../lib/weekly-hours.ts';

const PAGE_SIZE = 50;
const FILTERS = { status: statusFilter };

/** 'Seg, Ter, Qua' for the days someone works. */
function workingDays(professional: Professional, language: string): string {
  const days = new Set(professional.workingHours.map((h) => h.weekday));
  return WEEK_ORDER.filter((weekday) => days.has(weekday))
    .map((weekday) => weekdayName(weekday, language, 'short'))
    .join(', ');
}

/** /profissionais: who works here (docs/screens.md). Admins only. */
export function ProfessionalsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = useListParams({ filters: FILTERS, pageSize: PAGE_SIZE });
  const [deleting, setDeleting] = useState<Professional | null>(null);
  const { status } = list.filters;
  const professionals = useProfessionals({
    search: list.search || undefined,
    active: status === 'all' ? undefined : status === 'active',
    limit: PAGE_SIZE,
    offset: list.offset,
  });
  const update = useUpdateProfessional();
  const remove = useDeleteProfessional();
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });

  const toggleActive = async (professional: Professional) => {
    try {
      await update.mutateAsync({ id: professional.id, body: { active: !professional.active } });
      showToast(
        'success',
        professional.active ? t('professionals.toasts.deactivated') : t('professionals.toasts.activated'),
        professional.fullName,
      );
    } catch (error) {
      showToast('error', t('professionals.toasts.saveError'), errorMessage(error));
    }
  };

  const newLink = (
    <Link to="/profissionais/novo" className={buttonVariants()}>
      <Plus aria-hidden="true" />
      {t('professionals.new')}
    </Link>
  );

  const columns: ListColumn<Professional>[] = [
    {
      header: t('professionals.columns.name'),
      primary: true,
      cell: (professional) => (
        <>
          <p className="font-semibold text-foreground">{professional.fullName}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {[professional.specialization, professional.phone, professional.email].filter(Boolean).join(' · ') || '—'}
          </p>
        </>
      ),
    },
    {
      header: t('professionals.columns.days'),
      cell: (professional) =>
        workingDays(professional, language) || (
          <span className="text-muted-foreground">{t('professionals.noHours')}</span>
        ),
    },
    {
      header: t('professionals.columns.services'),
      className: 'tabular-nums',
      cell: (professional) => t('professionals.serviceCount', { count: professional.serviceIds.length }),
    },
    {
      header: t('professionals.columns.commission'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (professional) => (
        <span>
          {professional.effectiveCommissionRate === null
            ? '—'
            : `${percent.format(professional.effectiveCommissionRate)}%`}
          {professional.commissionRate === null && (
            <span className="ml-1 text-xs text-muted-foreground">({t('professionals.standardRate')})</span>
          )}
        </span>
      ),
    },
    {
      header: t('professionals.columns.status'),
      cell: (professional) => (
        <div className="flex flex-wrap justify-end gap-1 md:justify-start">
          <Badge variant={professional.active ? 'secondary' : 'outline'}>
            {professional.active ? t('professionals.status.active') : t('professionals.status.inactive')}
          </Badge>
          {professional.userId && (
            <Badge variant="outline">
              <KeyRound className="size-3" aria-hidden="true" />
              {t('professionals.status.hasLogin')}
            </Badge>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader title={t('professionals.title')} description={t('professionals.description')} actions={newLink} />

      <ListView
        list={list}
        query={professionals}
        label={t('professionals.title')}
        searchLabel={t('professionals.search')}
        filters={
          <StatusFilterControl
            label={t('professionals.filter.label')}
            value={status}
            onChange={(value) => list.setFilter('status', value)}
            texts={{
              all: t('professionals.filter.all'),
              active: t('professionals.filter.active'),
              inactive: t('professionals.filter.inactive'),
            }}
          />
        }
        columns={columns}
        rowKey={(professional) => professional.id}
        rowTestId="professional-row"
        rowActions={(professional) => (
          <>
            <Link
              to={`/profissionais/${professional.id}`}
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
              aria-label={t('professionals.actions.editNamed', { name: professional.fullName })}
              title={t('common.edit')}
            >
              <Pencil aria-hidden="true" />
            </Link>
            <ToggleActiveRowButton
              active={professional.active}
              label={{
                activate: t('professionals.actions.activateNamed', { name: professional.fullName }),
                deactivate: t('professionals.actions.deactivateNamed', { name: professional.fullName }),
              }}
              title={{
                activate: t('professionals.actions.activate'),
                deactivate: t('professionals.actions.deactivate'),
              }}
              disabled={update.isPending && update.variables.id === professional.id}
              onClick={() => void toggleActive(professional)}
            />
            <DeleteRowButton
              label={t('professionals.actions.deleteNamed', { name: professional.fullName })}
              onClick={() => setDeleting(professional)}
            />
          </>
        )}
        empty={{
          icon: UsersRound,
          title: t('professionals.empty.title'),
          description: t('professionals.empty.description'),
          action: newLink,
        }}
        noResults={(search) => ({
          title: search
            ? t('professionals.emptyFiltered.titleSearch', { search })
            : t('professionals.emptyFiltered.title'),
          description: t('professionals.emptyFiltered.description'),
        })}
      />

      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('professionals.delete.title')}
        description={t(
          deleting?.userId ? 'professionals.delete.descriptionWithLogin' : 'professionals.delete.description',
          {
            name: deleting?.fullName ?? '',
          },
        )}
        inUseCode="PROFESSIONAL_IN_USE"
        onDelete={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        deleted={t('professionals.toasts.deleted')}
        deleteError={t('professionals.toasts.deleteError')}
        deactivate={
          deleting?.active
            ? {
                run: async () => {
                  await update.mutateAsync({ id: deleting.id, body: { active: false } });
                },
                done: t('professionals.toasts.deactivated'),
                error: t('professionals.toasts.saveError'),
              }
            : undefined
        }
      />
    </div>
  );
}
