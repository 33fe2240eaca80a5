import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscriptionBanner } from '../../../components/subscription-banner.tsx';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';

/**
 * /dashboard. `firstRun` is what a new business sees first (the guided setup, then its checklist);
 * the app composes it in, as features don't import each other.
 */
export function DashboardPage({ firstRun }: { firstRun?: ReactNode }) {
  const { t } = useTranslation();
  const { me, subscription } = useSignedIn();
  return (
    <div className="space-y-6">
      <title>{`${t('nav.dashboard')} · Agendo`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{t('nav.dashboard')}</h1>
      <Suspense fallback={null}>{firstRun}</Suspense>
      <SubscriptionBanner
        subscription={subscription}
        timeZone={me.business.timeZone}
        showPlansLink={me.profile.role === 'admin'}
      />
      <WelcomeCard me={me} />
    </div>
  );
}
