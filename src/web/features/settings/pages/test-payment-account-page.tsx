import '../i18n/register-translations.ts';
import '../../../i18n/back-office.ts';
import { CircleCheckBig, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { OwnerOnly, TestPageShell } from '../../../components/test-page-shell.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { usePaymentAccount } from '../api/get-payment-account.ts';

/** Where the owner goes back to: the settings' deposits section, which reads the account again. */
const BACK_TO_SETTINGS = '/configuracoes?pagamentos=retorno#sinal';

function Outcome({ ready, title, detail }: { ready: boolean; title: string; detail: string }) {
  const { t } = useTranslation();
  const Icon = ready ? CircleCheckBig : Info;
  return (
    <div role="status" data-testid="test-payment-account">
      <Icon className={`mx-auto size-12 ${ready ? 'text-success' : 'text-muted-foreground'}`} aria-hidden="true" />
      <h1 className="mt-4 text-balance text-xl font-bold text-foreground">{title}</h1>
      <p className="mt-2 text-pretty text-muted-foreground">{detail}</p>
      <Link
        to={ready ? BACK_TO_SETTINGS : '/configuracoes#sinal'}
        className={buttonVariants({
          variant: ready ? 'hero' : 'outline',
          size: 'lg',
          className: 'mt-6 w-full sm:w-auto',
        })}
      >
        {t('depositSettings.testPage.back')}
      </Link>
    </div>
  );
}

function AccountState({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const account = usePaymentAccount();
  if (account.isPending) return <LoadingScreen fullScreen={false} className="min-h-60" />;
  if (account.isError)
    return (
      <ErrorState
        message={account.error.message}
        onRetry={() => void account.refetch()}
        retrying={account.isFetching}
      />
    );
  const asked = params.get('business');
  if (asked && asked !== businessId)
    return (
      <Outcome
        ready={false}
        title={t('depositSettings.testPage.title')}
        detail={t('depositSettings.testPage.otherBusiness')}
      />
    );
  if (account.data.provider === 'stripe')
    return (
      <Outcome
        ready={false}
        title={t('depositSettings.testPage.stripeTitle')}
        detail={t('depositSettings.testPage.stripeDetail')}
      />
    );
  if (!account.data.chargesEnabled)
    return (
      <Outcome
        ready={false}
        title={t('depositSettings.testPage.missingTitle')}
        detail={t('depositSettings.testPage.missingDetail')}
      />
    );
  return (
    <Outcome
      ready
      title={t('depositSettings.testPage.readyTitle')}
      detail={t('depositSettings.testPage.readyDetail', { business: businessName })}
    />
  );
}

/**
 * /pagamentos/teste/conta — the built-in test payments' stand-in for the provider's onboarding
 * (docs/deposits.md): the owner's test account is ready at once; back to Settings from here.
 */
export function TestPaymentAccountPage() {
  const { t } = useTranslation();
  const words = {
    title: t('depositSettings.testPage.title'),
    badge: t('depositSettings.testPage.badge'),
    banner: t('depositSettings.testPage.banner'),
  };
  return (
    <OwnerOnly
      words={words}
      operation="getPaymentAccount"
      refusal={{ text: t('depositSettings.testPage.ownerOnly'), back: t('depositSettings.testPage.backToSchedule') }}
    >
      {(me) => (
        <TestPageShell words={words} centered>
          <AccountState businessId={me.business.id} businessName={me.business.name} />
        </TestPageShell>
      )}
    </OwnerOnly>
  );
}
