import { FlaskConical, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import type { MeResponse } from '../../contracts/session.ts';
import type { Operation } from '../../core/permissions.ts';
import { signInReturningTo } from '../lib/api/billing.ts';
import { cn } from '../lib/cn.ts';
import { useMe } from '../lib/session/get-me.ts';
import { may } from '../lib/session/may.ts';
import { BrandLogo } from './brand-logo.tsx';
import { ErrorState } from './error-state.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { Badge } from './ui/badge.tsx';
import { buttonVariants } from './ui/button.tsx';

/** What a test page says of itself: its title, and the banner that tells it is a test. */
export interface TestPageWords {
  title: string;
  badge: string;
  banner: string;
}

/**
 * The frame of the pages that stand in for a payment provider's when the server has no provider
 * keys (the test checkout and card portal, the test payment account): small, for a phone first,
 * and clearly a test.
 */
export function TestPageShell({
  words,
  centered = false,
  children,
}: {
  words: TestPageWords;
  centered?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <title>{`${words.title} · Agendo`}</title>
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
              {words.badge}
            </Badge>
            {words.banner}
          </p>
        </div>
        <div
          className={cn(
            'mt-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8',
            centered && 'text-center',
          )}
        >
          {children}
        </div>
      </main>
    </div>
  );
}

/**
 * A test page is the owner's (the server refuses anyone else): signed out, sign in and come back
 * here; someone who may not call `operation` is told who can, with the way back to the schedule.
 */
export function OwnerOnly({
  words,
  operation,
  refusal,
  children,
}: {
  words: TestPageWords;
  operation: Operation;
  refusal: { text: string; back: string };
  children: (me: MeResponse) => ReactNode;
}) {
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) {
    return (
      <TestPageShell words={words}>
        <ErrorState message={me.error.message} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      </TestPageShell>
    );
  }
  if (me.data === null) return <Navigate to={signInReturningTo(`${pathname}${search}`)} replace />;
  if (!may(me.data.profile.role, operation)) {
    return (
      <TestPageShell words={words} centered>
        <ShieldX className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-bold text-foreground">{words.title}</h1>
        <p className="mt-2 text-muted-foreground">{refusal.text}</p>
        <Link to="/agenda" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          {refusal.back}
        </Link>
      </TestPageShell>
    );
  }
  return <>{children(me.data)}</>;
}
