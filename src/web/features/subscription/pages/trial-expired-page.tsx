import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubscriptionStatePage } from '../components/subscription-state-page.tsx';

export function TrialExpiredPage() {
  const { t } = useTranslation();
  return (
    <SubscriptionStatePage
      Icon={Hourglass}
      title={t('subscription.trialExpired.title')}
      description={t('subscription.trialExpired.description')}
    />
  );
}
