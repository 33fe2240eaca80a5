import '../i18n/register-translations.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatBillingDate } from '../../../components/subscription-banner.tsx';
import { subscriptionQueryOptions } from '../../../lib/session/get-subscription.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { InvoicesSection } from '../components/invoices-section.tsx';
import { PlanOverview } from '../components/plan-overview.tsx';

/**
 * /assinatura (owner only): the plan, its status, users, next charge and invoices, and the ways to
 * change the plan, update the card or cancel. Payments happen in another tab (checkout) or site
 * (the card portal), so coming back to this tab asks the server again.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const subscription = useQuery({ ...subscriptionQueryOptions(), refetchOnWindowFocus: true });
  const formatDate = (iso: string) => formatBillingDate(iso, me.business.timeZone);

  return (
    <div className="space-y-8">
      <PageHeader title={t('billing.page.title')} description={t('billing.page.description')} />
      {subscription.isPending ? (
        <LoadingScreen fullScreen={false} className="min-h-60" />
      ) : subscription.isError ? (
        <ErrorState
          message={subscription.error.message}
          onRetry={() => void subscription.refetch()}
          retrying={subscription.isFetching}
        />
      ) : (
        <PlanOverview subscription={subscription.data} formatDate={formatDate} />
      )}
      <InvoicesSection formatDate={formatDate} />
    </div>
  );
}
