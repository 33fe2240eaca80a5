import { useTranslation } from 'react-i18next';
import { SubscriptionBanner } from '../../../components/subscription-banner.tsx';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';

export function DashboardPage() {
  const { t } = useTranslation();
  const { me, subscription } = useSignedIn();
  return (
    <div className="space-y-6">
      <title>{`${t('nav.dashboard')} · Agendo`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{t('nav.dashboard')}</h1>
      <SubscriptionBanner
        subscription={subscription}
        timeZone={me.business.timeZone}
        showPlansLink={me.profile.role === 'admin'}
      />
      <WelcomeCard me={me} />
    </div>
  );
}
