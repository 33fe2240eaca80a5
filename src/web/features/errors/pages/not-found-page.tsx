import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { SiteHeader } from '../../../components/site-header.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t('errors.notFound.title')}</title>
      <SiteHeader />
      <main id="main" className="grid flex-1 place-items-center px-4 py-20">
        <div className="max-w-md text-center">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
            <Compass className="size-8" aria-hidden="true" />
          </span>
          <p className="mt-6 text-sm font-semibold text-link">404</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">{t('errors.notFound.title')}</h1>
          <p className="mt-3 text-muted-foreground">{t('errors.notFound.description')}</p>
          <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
            {t('errors.notFound.backHome')}
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
