import '../i18n/register-translations.ts';
import '../../../i18n/back-office.ts';
import { CircleCheckBig, FlaskConical, Info, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { signInReturningTo } from '../../../lib/api/billing.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { may } from '../../../lib/session/may.ts';
import { usePaymentAccount } from '../api/get-payment-account.ts';

/** Where the owner goes back to: the settings' deposits section, which reads the account again. */
const BACK_TO_SETTINGS = '/configuracoes?pagamentos=retorno#sinal';

/** The frame of the test page: small, for a phone first, and clearly a test. */
function TestShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <title>{`${t('depositSettings.testPage.title')} · Agendo`}</title>
      <header className="mx-auto flex w-full max-w-xl items-center justify-between gap-3 px-4 py-4">
        <Link to="/" className="rounded-md" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 pb-12">
        <div
          className="flex items-center gap-2 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="test-mode-banner"
        >
          <FlaskConical className="size-5 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
          <p>
            <Badge variant="outline" className="mr-2 border-amber-600 uppercase text-amber-900 dark:text-amber-100">
              {t('depositSettings.testPage.badge')}
            </Badge>
            {t('depositSettings.testPage.banner')}
          </p>
        </div>
        <div className="mt-4 rounded-2xl border border-border bg-card p-5 text-center shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}

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
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError)
    return (
      <TestShell>
        <ErrorState message={me.error.message} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      </TestShell>
    );
  if (me.data === null) return <Navigate to={signInReturningTo(`${pathname}${search}`)} replace />;
  if (!may(me.data.profile.role, 'getPaymentAccount'))
    return (
      <TestShell>
        <ShieldX className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-bold text-foreground">{t('depositSettings.testPage.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('depositSettings.testPage.ownerOnly')}</p>
        <Link to="/agenda" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          {t('depositSettings.testPage.backToSchedule')}
        </Link>
      </TestShell>
    );
  return (
    <TestShell>
      <AccountState businessId={me.data.business.id} businessName={me.data.business.name} />
    </TestShell>
  );
}
