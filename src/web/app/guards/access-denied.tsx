import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';

/** What a professional sees on an admin-only page (docs/accounts.md). */
export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[60vh] place-items-center py-10">
      <title>{t('accessDenied.title')}</title>
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
          <ShieldX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-foreground">{t('accessDenied.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('accessDenied.description')}</p>
        <Link to="/agenda" className={buttonVariants({ className: 'mt-6' })}>
          {t('accessDenied.backToSchedule')}
        </Link>
      </div>
    </div>
  );
}
