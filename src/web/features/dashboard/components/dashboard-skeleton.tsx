import { useTranslation } from 'react-i18next';

const pulse = 'animate-pulse rounded-2xl bg-muted';

/** The shape of the cards and charts while the figures load. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="space-y-4" data-testid="dashboard-loading">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-6" aria-hidden="true">
        {['col-span-2', 'sm:col-span-2', 'sm:col-span-2', 'sm:col-span-3', 'sm:col-span-3'].map((span, index) => (
          <div key={index} className={`${pulse} h-32 ${span}`} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <div className={`${pulse} h-72 lg:col-span-2`} />
        <div className={`${pulse} h-64`} />
        <div className={`${pulse} h-64`} />
      </div>
    </div>
  );
}
