import { ArrowRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { SiteText } from '../../../components/site-text.tsx';
import type { Role } from '../../../../contracts/session.ts';
import { homeLinkLabelFor, homePathFor } from '../../../lib/home-path.ts';

const BENEFITS = [
  'landing.hero.benefits.trial',
  'landing.hero.benefits.reminders',
  'landing.hero.benefits.plans',
] as const;

/** `role`: of the person signed in, if anyone is. */
export function HeroSection({ role, onShowSystem }: { role: Role | null; onShowSystem: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-secondary),transparent_65%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 top-24 -z-10 size-80 rounded-full bg-primary/15 blur-3xl"
      />
      <div className="mx-auto max-w-4xl px-4 pb-16 pt-14 text-center sm:px-6 sm:pb-24 sm:pt-20">
        <Badge variant="secondary" className="mb-6 px-3 py-1 text-sm">
          <SiteText selector="landing.hero.badge" />
        </Badge>
        <SiteText
          as="h1"
          id="hero-title"
          selector="landing.hero.title"
          className="text-balance text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl lg:text-6xl"
        />
        <SiteText
          as="p"
          selector="landing.hero.subtitle"
          className="mt-5 text-balance text-lg font-semibold text-link sm:text-xl"
        />
        <SiteText
          as="p"
          selector="landing.hero.description"
          className="mx-auto mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg"
        />
        <ul className="mx-auto mt-8 flex max-w-md flex-col gap-3 text-left sm:max-w-none sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-sm font-medium text-foreground sm:items-center">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success sm:mt-0" aria-hidden="true" />
              <SiteText selector={benefit} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={role ? homePathFor(role) : '/auth'} className={buttonVariants({ variant: 'hero', size: 'xl' })}>
            {role ? t(homeLinkLabelFor(role)) : t('landing.hero.primary')}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Button variant="outline" size="xl" onClick={onShowSystem}>
            {t('landing.hero.secondary')}
          </Button>
        </div>
      </div>
    </section>
  );
}
