import '../i18n/register-translations.ts';
import '../../../i18n/back-office.ts';
import { ArrowLeft, CreditCard, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPlan } from '../../../../core/plans.ts';
import type { TestPortalBody } from '../../../../contracts/billing.ts';
import type { MeResponse } from '../../../../contracts/session.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { formatBillingDate, subscriptionState } from '../../../components/subscription-banner.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTestPortalAction } from '../api/run-test-portal-action.ts';
import { useSubscription } from '../../../lib/session/get-subscription.ts';
import { showToast } from '../../../lib/toast.ts';
import { OwnerOnly, TestPageShell } from '../components/test-page-shell.tsx';
import { statusCopy } from '../lib/subscription-copy.ts';

const ACTIONS = [
  {
    action: 'update_card',
    label: 'billing.test.portal.updateCard',
    hint: 'billing.test.portal.updateCardHint',
    done: 'billing.test.portal.updated',
    Icon: CreditCard,
    variant: 'hero',
  },
  {
    action: 'fail_payment',
    label: 'billing.test.portal.failPayment',
    hint: 'billing.test.portal.failPaymentHint',
    done: 'billing.test.portal.failed',
    Icon: TriangleAlert,
    variant: 'outline',
  },
] as const;

function PortalContent({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const run = useTestPortalAction();

  const onAction = async (action: TestPortalBody['action'], done: string) => {
    try {
      await run.mutateAsync({ action });
      showToast('success', t(done));
    } catch (error) {
      showToast('error', t('billing.test.portal.error'), error instanceof Error ? error.message : undefined);
    }
  };

  const formatDate = (iso: string) => formatBillingDate(iso, me.business.timeZone);
  const status = subscription.data ? statusCopy(subscriptionState(subscription.data, new Date()), formatDate) : null;

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-foreground">{t('billing.test.portal.title')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('billing.test.portal.description')}</p>

      <section aria-labelledby="portal-current" className="mt-6 rounded-xl bg-muted/60 p-4" aria-live="polite">
        <h2 id="portal-current" className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          {t('billing.test.portal.current')}
        </h2>
        {subscription.isPending ? (
          <LoadingScreen fullScreen={false} className="min-h-20" />
        ) : subscription.isError ? (
          <ErrorState
            message={subscription.error.message}
            onRetry={() => void subscription.refetch()}
            retrying={subscription.isFetching}
          />
        ) : (
          <p className="mt-1 text-sm text-foreground" data-testid="portal-status">
            <span className="font-semibold">{getPlan(subscription.data.plan).name[currentLanguage()]}</span>
            {' · '}
            {status && t(status.key, { ...status.values })}
          </p>
        )}
      </section>

      <ul className="mt-6 space-y-4">
        {ACTIONS.map(({ action, label, hint, done, Icon, variant }) => (
          <li key={action}>
            <Button
              variant={variant}
              size="lg"
              className="w-full"
              onClick={() => void onAction(action, done)}
              disabled={run.isPending}
              aria-describedby={`${action}-hint`}
            >
              <Icon aria-hidden="true" />
              {run.isPending && run.variables?.action === action ? t('billing.test.portal.working') : t(label)}
            </Button>
            <p id={`${action}-hint`} className="mt-1.5 text-sm text-muted-foreground">
              {t(hint)}
            </p>
          </li>
        ))}
      </ul>

      <Link to="/assinatura" className={buttonVariants({ variant: 'link', className: 'mt-6' })}>
        <ArrowLeft aria-hidden="true" />
        {t('billing.test.portal.back')}
      </Link>
    </div>
  );
}

/** /checkout/teste/portal — stands in for the card provider's portal on a server without provider keys. */
export function TestPortalPage() {
  const { t } = useTranslation();
  const title = t('billing.test.portal.title');
  return (
    <OwnerOnly title={title}>
      {(me) => (
        <TestPageShell title={title}>
          <PortalContent me={me} />
        </TestPageShell>
      )}
    </OwnerOnly>
  );
}
