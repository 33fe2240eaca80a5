import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { RedirectWithNotice } from '../../../components/redirect-with-notice.tsx';
import { UnreadMessagesBadge } from '../../../components/unread-messages-badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { homePathFor } from '../../../lib/home-path.ts';
import { meOf, useSession } from '../../../lib/session/get-me.ts';
import { isSentFromBusinessPage } from '../../../lib/session/panel-notice.ts';
import { useSignOut } from '../../../lib/session/sign-out.ts';
import { showToast } from '../../../lib/toast.ts';
import '../i18n/register-translations.ts';

const LINKS = [
  { to: '/super-admin', label: 'superAdmin.nav.panel' },
  { to: '/super-admin/versoes', label: 'superAdmin.nav.versions' },
  { to: '/gerenciar-screenshots', label: 'superAdmin.nav.screenshots' },
  { to: '/super-admin/blog', label: 'superAdmin.nav.blog' },
  { to: '/mensagens-recebidas', label: 'superAdmin.nav.messages' },
] as const;

/**
 * The super admin's pages (docs/permissions.md): only for an active super admin. Someone signed in to a
 * business goes back to it and is told the panel is not theirs; a visitor goes back to the
 * landing page without learning the panel exists.
 */
export function SuperAdminShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  const navigate = useNavigate();
  const sentFromBusinessPage = isSentFromBusinessPage(location.state);
  // A super admin without a business who opened a business page is told why they are here (once:
  // the history entry forgets it, so a reload says nothing).
  useEffect(() => {
    if (!sentFromBusinessPage) return;
    showToast('info', t('superAdmin.withoutBusiness.title'), t('superAdmin.withoutBusiness.description'));
    void navigate(location.pathname, { replace: true, state: null });
  }, [sentFromBusinessPage, location.pathname, navigate, t]);
  // Signing out: the session watcher takes them to /auth.
  if (session.isPending || signOut.isPending || signOut.isSuccess) return <LoadingScreen />;
  if (!session.data?.isSuperAdmin) {
    const me = meOf(session.data);
    if (!me) return <Navigate to="/" replace />;
    return (
      <RedirectWithNotice
        to={homePathFor(me.profile.role)}
        title={t('superAdmin.notForYou.title')}
        description={t('superAdmin.notForYou.description')}
      />
    );
  }
  return (
    <div className="min-h-dvh bg-muted/30">
      <title>{`${title} · Agendo`}</title>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:px-6">
          <Link to="/" aria-label={t('superAdmin.nav.site')} className="rounded-md">
            <BrandLogo />
          </Link>
          <span className="flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('superAdmin.nav.badge')}
          </span>
          <nav
            aria-label={t('superAdmin.nav.label')}
            className="order-last flex w-full flex-wrap gap-1 sm:order-none sm:w-auto"
          >
            {LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium',
                    isActive
                      ? 'bg-secondary text-secondary-foreground'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                {t(link.label)}
                {link.to === '/mensagens-recebidas' && <UnreadMessagesBadge />}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            <Link to="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('superAdmin.nav.editSite')}
            </Link>
            <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" />
              {t('superAdmin.nav.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}
