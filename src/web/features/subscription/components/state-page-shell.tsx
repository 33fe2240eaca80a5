import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';

/**
 * A page outside the app that says why it is closed for now (an ended trial or subscription, a
 * closed business): the logo, the language, and one card with an icon, a title and what to do.
 */
export function StatePageShell({
  Icon,
  title,
  children,
  tone = 'secondary',
}: {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
  tone?: 'secondary' | 'destructive';
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-secondary/70 to-background">
      <title>{title}</title>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="grid flex-1 place-items-center px-4 pb-16">
        <div className="w-full max-w-lg rounded-3xl border border-border bg-card p-6 text-center shadow-xl shadow-primary/10 sm:p-10">
          <span
            className={
              tone === 'destructive'
                ? 'mx-auto grid size-16 place-items-center rounded-2xl bg-destructive/10 text-destructive'
                : 'mx-auto grid size-16 place-items-center rounded-2xl bg-secondary text-secondary-foreground'
            }
          >
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-balance text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
