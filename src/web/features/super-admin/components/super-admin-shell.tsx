import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { UnreadMessagesBadge } from '../../../components/unread-messages-badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { superAdminStatusQueryOptions } from '../../../lib/session/get-super-admin-status.ts';
import '../i18n/register-translations.ts';

const LINKS = [
  { to: '/super-admin', label: 'superAdmin.nav.panel' },
  { to: '/super-admin/versoes', label: 'superAdmin.nav.versions' },
  { to: '/gerenciar-screenshots', label: 'superAdmin.nav.screenshots' },
  { to: '/super-admin/blog', label: 'superAdmin.nav.blog' },
  { to: '/mensagens-recebidas', label: 'superAdmin.nav.messages' },
] as const;

/**
 * The super admin's pages (SPEC 2): only for an active super admin — nobody else learns they
 * exist: anyone else goes back to the landing page.
 */
export function SuperAdminShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const status = useQuery(superAdminStatusQueryOptions());
  if (status.isPending) return <LoadingScreen />;
  if (!status.data) return <Navigate to="/" replace />;
  return (
    <div className="min-h-dvh bg-muted/30">
      <title>{`${title} · Agendo`}</title>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
          <Link to="/" aria-label={t('superAdmin.nav.site')} className="rounded-md">
            <BrandLogo />
          </Link>
          <span className="flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('superAdmin.nav.badge')}
          </span>
          <nav aria-label={t('superAdmin.nav.label')} className="order-last flex w-full flex-wrap gap-1 sm:order-none sm:ml-4 sm:w-auto">
            {LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                className={({ isActive }) =>
                  cn('whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium', isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground')
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
