import { KeyRound, Pencil, Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Professional } from '../../../../contracts/professionals.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DeleteRowButton, ToggleActiveRowButton } from '../../../components/row-actions.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProfessionals } from '../../../lib/api/list-professionals.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { weekdayName } from '../../../lib/weekdays.ts';
import { WEEK_ORDER } from '../../../lib/weekly-hours.ts';
import { useDeleteProfessional } from '../api/delete-professional.ts';
import { useUpdateProfessional } from '../api/update-professional.ts';

type StatusFilter = 'all' | 'active' | 'inactive';
const PAGE_SIZE = 50;

/** 'Seg, Ter, Qua' for the days someone works. */
function workingDays(professional: Professional, language: string): string {
  const days = new Set(professional.workingHours.map((h) => h.weekday));
  return WEEK_ORDER.filter((weekday) => days.has(weekday))
    .map((weekday) => weekdayName(weekday, language, 'short'))
    .join(', ');
}

/** /profissionais: who works here (SPEC 2, issue 3). Admins only. */
export function ProfessionalsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [offset, setOffset] = useState(0);
  const [deleting, setDeleting] = useState<Professional | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const professionals = useProfessionals({
    search: debouncedSearch || undefined,
    active: status === 'all' ? undefined : status === 'active',
    limit: PAGE_SIZE,
    offset,
  });
  const update = useUpdateProfessional();
  const remove = useDeleteProfessional();
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const filtering = debouncedSearch !== '' || status !== 'all';

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

  return (
    <div className="space-y-6">
      <PageHeader title={t('professionals.title')} description={t('professionals.description')} actions={newLink} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          className="sm:max-w-sm sm:flex-1"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
          label={t('professionals.search')}
        />
        <SegmentedControl
          label={t('professionals.filter.label')}
          value={status}
          onValueChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
          options={[
            { value: 'all', label: t('professionals.filter.all') },
            { value: 'active', label: t('professionals.filter.active') },
            { value: 'inactive', label: t('professionals.filter.inactive') },
          ]}
        />
      </div>

      {professionals.isPending ? (
        <LoadingScreen fullScreen={false} />
      ) : professionals.isError ? (
        <ErrorState
          message={professionals.error.message}
          onRetry={() => void professionals.refetch()}
          retrying={professionals.isFetching}
        />
      ) : professionals.data.items.length === 0 ? (
        filtering ? (
          <EmptyState icon={UsersRound} title={t('professionals.emptyFiltered.title')} description={t('professionals.emptyFiltered.description')} />
        ) : (
          <EmptyState icon={UsersRound} title={t('professionals.empty.title')} description={t('professionals.empty.description')} action={newLink} />
        )
      ) : (
        <>
          <Table aria-label={t('professionals.title')} aria-busy={professionals.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('professionals.columns.name')}</TableHead>
                <TableHead>{t('professionals.columns.days')}</TableHead>
                <TableHead>{t('professionals.columns.services')}</TableHead>
                <TableHead>{t('professionals.columns.commission')}</TableHead>
                <TableHead>{t('professionals.columns.status')}</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">{t('common.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {professionals.data.items.map((professional) => (
                <TableRow key={professional.id} data-testid="professional-row">
                  <TableCell primary>
                    <p className="font-semibold text-foreground">{professional.fullName}</p>
                    <p className="mt-0.5 text-xs text-muted-foreground">
                      {[professional.specialization, professional.phone, professional.email].filter(Boolean).join(' · ') || '—'}
                    </p>
                  </TableCell>
                  <TableCell label={t('professionals.columns.days')}>
                    {workingDays(professional, language) || <span className="text-muted-foreground">{t('professionals.noHours')}</span>}
                  </TableCell>
                  <TableCell label={t('professionals.columns.services')} className="tabular-nums">
                    {t('professionals.serviceCount', { count: professional.serviceIds.length })}
                  </TableCell>
                  <TableCell label={t('professionals.columns.commission')} className="whitespace-nowrap tabular-nums">
                    <span>
                      {professional.effectiveCommissionRate === null ? '—' : `${percent.format(professional.effectiveCommissionRate)}%`}
                      {professional.commissionRate === null && (
                        <span className="ml-1 text-xs text-muted-foreground">({t('professionals.standardRate')})</span>
                      )}
                    </span>
                  </TableCell>
                  <TableCell label={t('professionals.columns.status')}>
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
                  </TableCell>
                  <TableCell actions>
                    <div className="flex justify-end gap-1">
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
                        title={{ activate: t('professionals.actions.activate'), deactivate: t('professionals.actions.deactivate') }}
                        disabled={update.isPending && update.variables.id === professional.id}
                        onClick={() => void toggleActive(professional)}
                      />
                      <DeleteRowButton label={t('professionals.actions.deleteNamed', { name: professional.fullName })} onClick={() => setDeleting(professional)} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination offset={offset} limit={PAGE_SIZE} total={professionals.data.total} onOffsetChange={setOffset} />
        </>
      )}

      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('professionals.delete.title')}
        description={t(deleting?.userId ? 'professionals.delete.descriptionWithLogin' : 'professionals.delete.description', {
          name: deleting?.fullName ?? '',
        })}
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
