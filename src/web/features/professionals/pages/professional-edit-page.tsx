import { ArrowLeft, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useBusinessSettings } from '../../../lib/api/business-settings.ts';
import { useServices } from '../../../lib/api/services.ts';
import { useProfessional } from '../../../lib/api/professionals.ts';
import { ProfessionalForm } from '../components/professional-form.tsx';

/** /profissionais/novo and /profissionais/:id: a professional's whole record on one page. */
export function ProfessionalEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const isNew = id === undefined;
  const professional = useProfessional(id ?? '', { enabled: !isNew });
  const services = useServices({ limit: 200 });
  const settings = useBusinessSettings();

  const failed = (!isNew && professional.isError) || services.isError;
  const notFound = !isNew && professional.error instanceof ApiError && professional.error.status === 404;
  const loading = (!isNew && professional.isPending) || services.isPending || settings.isPending;
  const title = isNew ? t('professionals.form.createTitle') : t('professionals.form.editTitle');

  return (
    <div className="space-y-6">
      <Link
        to="/profissionais"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('professionals.backToList')}
      </Link>
      <PageHeader
        title={title}
        description={!isNew && professional.data ? professional.data.fullName : t('professionals.form.description')}
      />
      {notFound ? (
        <EmptyState icon={UserX} title={t('professionals.notFound')} />
      ) : failed ? (
        <ErrorState
          message={(professional.error ?? services.error)?.message}
          onRetry={() => {
            if (!isNew) void professional.refetch();
            void services.refetch();
          }}
        />
      ) : loading ? (
        <LoadingScreen fullScreen={false} />
      ) : (
        <ProfessionalForm
          key={professional.data?.id ?? 'new'}
          professional={isNew ? null : (professional.data ?? null)}
          services={services.data?.items ?? []}
          // Without the settings the form still works: no opening hours to start from, no standard rate.
          settings={settings.data}
        />
      )}
    </div>
  );
}
