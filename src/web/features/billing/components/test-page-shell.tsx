import { FlaskConical, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { signInReturningTo } from '../../../lib/api/billing.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { may } from '../../../lib/session/may.ts';
import type { MeResponse } from '../../../../contracts/session.ts';

/**
 * The frame of the test checkout and test card portal, which stand in for the card provider's
 * pages when the server has no provider keys: small, for a phone first, and clearly a test.
 */
export function TestPageShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <title>{`${title} · Agendo`}</title>
      <header className="mx-auto flex w-full max-w-xl items-center justify-between gap-3 px-4 py-4">
        <Link to="/" className="rounded-md" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 pb-12">
        <div
          className="flex items-center gap-2 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="test-mode-banner"
        >
          <FlaskConical className="size-5 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
          <p>
            <Badge variant="outline" className="mr-2 border-amber-600 uppercase text-amber-900 dark:text-amber-100">
              {t('billing.test.badge')}
            </Badge>
            {t('billing.test.banner')}
          </p>
        </div>
        <div className="mt-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}

/**
 * The test pages are the owner's (the server refuses anyone else): signed out, sign in and come
 * back here; a professional is told who can pay.
 */
export function OwnerOnly({ title, children }: { title: string; children: (me: MeResponse) => ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname } = useLocation();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) {
    return (
      <TestPageShell title={title}>
        <ErrorState message={me.error.message} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      </TestPageShell>
    );
  }
  if (me.data === null) return <Navigate to={signInReturningTo(pathname)} replace />;
  if (!may(me.data.profile.role, 'getTestCheckout')) {
    return (
      <TestPageShell title={title}>
        <div className="text-center">
          <ShieldX className="mx-auto size-10 text-destructive" aria-hidden="true" />
          <h1 className="mt-3 text-xl font-bold text-foreground">{title}</h1>
          <p className="mt-2 text-muted-foreground">{t('billing.test.ownerOnly')}</p>
          <Link to="/agenda" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
            {t('billing.test.backToSchedule')}
          </Link>
        </div>
      </TestPageShell>
    );
  }
  return <>{children(me.data)}</>;
}
