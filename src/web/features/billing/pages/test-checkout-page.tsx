import '../i18n/register-translations.ts';
import '../../../i18n/back-office.ts';
import { CircleCheckBig, CircleX, Clock, SearchX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getPlan } from '../../../../core/plans.ts';
import type { TestCheckout } from '../../../../contracts/billing.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useSettleTestCheckout } from '../api/settle-test-checkout.ts';
import { useTestCheckout } from '../api/get-test-checkout.ts';
import { formatMoney } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { OwnerOnly, TestPageShell } from '../components/test-page-shell.tsx';

/** An outcome of the checkout: its icon, what happened, and where to go next. */
function Outcome({
  tone,
  title,
  detail,
  action,
}: {
  tone: 'success' | 'failure' | 'neutral';
  title: string;
  detail?: string;
  action: ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheckBig : tone === 'failure' ? CircleX : Clock;
  const color = tone === 'success' ? 'text-success' : tone === 'failure' ? 'text-destructive' : 'text-muted-foreground';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The buttons that had the focus are gone: it goes to what happened.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="text-center" data-testid="checkout-outcome">
      <Icon className={`mx-auto size-12 ${color}`} aria-hidden="true" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-balance text-xl font-bold text-foreground focus:outline-none"
      >
        {title}
      </h1>
      {detail && <p className="mt-2 text-pretty text-muted-foreground">{detail}</p>}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">{action}</div>
    </div>
  );
}

function CheckoutDetails({ checkout }: { checkout: TestCheckout }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const settle = useSettleTestCheckout();
  const planName = getPlan(checkout.plan).name[language];
  const retryPath = `/escolha-plano?plano=${checkout.plan}`;

  const onSettle = async (outcome: 'pay' | 'decline') => {
    try {
      await settle.mutateAsync({ id: checkout.id, outcome });
    } catch (error) {
      showToast('error', t('billing.test.checkout.error'), error instanceof Error ? error.message : undefined);
    }
  };

  if (checkout.status === 'paid') {
    return (
      <Outcome
        tone="success"
        title={t('billing.test.checkout.paid', { plan: planName })}
        detail={t('billing.test.checkout.paidDetail')}
        action={
          <Link to="/assinatura" className={buttonVariants({ variant: 'hero', size: 'lg' })}>
            {t('billing.test.checkout.goToSubscription')}
          </Link>
        }
      />
    );
  }
  if (checkout.status === 'declined') {
    return (
      <Outcome
        tone="failure"
        title={t('billing.test.checkout.declined')}
        action={
          <Link to={retryPath} className={buttonVariants({ size: 'lg' })}>
            {t('billing.test.checkout.tryAgain')}
          </Link>
        }
      />
    );
  }
  if (checkout.status === 'expired') {
    return (
      <Outcome
        tone="neutral"
        title={t('billing.test.checkout.expired')}
        detail={t('billing.test.checkout.expiredDetail')}
        action={
          <Link to={retryPath} className={buttonVariants({ size: 'lg' })}>
            {t('billing.test.checkout.backToPlans')}
          </Link>
        }
      />
    );
  }

  const pending = settle.isPending ? settle.variables?.outcome : null;
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-foreground">{t('billing.test.checkout.title')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('billing.test.checkout.description')}</p>
      <dl className="mt-6 divide-y divide-border rounded-xl border border-border">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-muted-foreground">{t('billing.test.checkout.business')}</dt>
          <dd className="min-w-0 truncate text-right font-medium text-foreground" data-testid="checkout-business">
            {checkout.businessName}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-muted-foreground">{t('billing.test.checkout.plan')}</dt>
          <dd className="font-medium text-foreground" data-testid="checkout-plan">
            {planName}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-muted-foreground">{t('billing.test.checkout.price')}</dt>
          <dd className="whitespace-nowrap text-lg font-bold text-foreground" data-testid="checkout-price">
            {t('billing.plan.price', { price: formatMoney(checkout.amountCents, checkout.currency, language) })}
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button
          variant="hero"
          size="lg"
          className="sm:flex-1"
          onClick={() => void onSettle('pay')}
          disabled={settle.isPending}
        >
          {pending === 'pay' ? t('billing.test.checkout.paying') : t('billing.test.checkout.pay')}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="sm:flex-1"
          onClick={() => void onSettle('decline')}
          disabled={settle.isPending}
        >
          {pending === 'decline' ? t('billing.test.checkout.declining') : t('billing.test.checkout.decline')}
        </Button>
      </div>
    </div>
  );
}

function TestCheckoutContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const checkout = useTestCheckout(id);
  if (checkout.isPending) return <LoadingScreen fullScreen={false} className="min-h-60" />;
  if (checkout.isError) {
    if (checkout.error instanceof ApiError && (checkout.error.status === 404 || checkout.error.status === 400)) {
      return (
        <div className="text-center">
          <SearchX className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="mt-4 text-xl font-bold text-foreground">{t('billing.test.checkout.notFound')}</h1>
          <p className="mt-2 text-muted-foreground">{t('billing.test.checkout.notFoundDetail')}</p>
          <Link to="/escolha-plano" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
            {t('billing.test.checkout.backToPlans')}
          </Link>
        </div>
      );
    }
    return (
      <ErrorState
        message={checkout.error.message}
        onRetry={() => void checkout.refetch()}
        retrying={checkout.isFetching}
      />
    );
  }
  return <CheckoutDetails checkout={checkout.data} />;
}

/** /checkout/teste/:id — the built-in checkout of a server without provider keys, opened in a new tab. */
export function TestCheckoutPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const title = t('billing.test.checkout.title');
  return (
    <OwnerOnly title={title}>
      {() => (
        <TestPageShell title={title}>
          <TestCheckoutContent id={id} />
        </TestPageShell>
      )}
    </OwnerOnly>
  );
}
