import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';

const BENEFITS = [
  'landing.hero.benefits.trial',
  'landing.hero.benefits.reminders',
  'landing.hero.benefits.plans',
] as const;

/** The frame of the account screens: a brand panel on wide screens, the form beside it. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-linear-to-br from-hero-from to-hero-to p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="absolute -right-24 -top-24 size-96 rounded-full bg-white/10 blur-2xl" />
        <Link to="/" className="relative w-fit rounded-md [&_span]:text-white" aria-label={t('nav.home')}>
          <BrandLogo className="[&>span:first-child]:bg-white/20" />
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl font-bold leading-tight">{t('auth.panel.title')}</p>
          <p className="mt-4 text-white/85">{t('auth.panel.description')}</p>
          <ul className="mt-8 space-y-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2 text-sm font-medium">
                <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
                {t(benefit)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-white/70">{t('footer.copyright')}</p>
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between px-4 py-4 sm:px-8">
          <Link to="/" className="rounded-md lg:invisible" aria-label={t('nav.home')}>
            <BrandLogo />
          </Link>
          <LanguageSwitcher />
        </header>
        <main id="main" className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center sm:px-8">
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
    </div>
  );
}
