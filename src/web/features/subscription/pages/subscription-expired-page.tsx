import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubscriptionStatePage } from '../components/subscription-state-page.tsx';

export function SubscriptionExpiredPage() {
  const { t } = useTranslation();
  return (
    <SubscriptionStatePage
      Icon={CalendarX}
      title={t('subscription.expired.title')}
      description={t('subscription.expired.description')}
    />
  );
}
