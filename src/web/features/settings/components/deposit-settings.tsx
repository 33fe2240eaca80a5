import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentAccount } from '../../../../contracts/deposits.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Currency } from '../../../lib/money.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDepositPolicy } from '../api/get-deposit-policy.ts';
import { usePaymentAccount } from '../api/get-payment-account.ts';
import { useStartPaymentAccountOnboarding } from '../api/start-payment-account-onboarding.ts';
import { DepositPolicyForm } from './deposit-policy-form.tsx';
import { accountStage, PaymentAccountCard } from './payment-account-card.tsx';

/** The query the provider's onboarding comes back with: `retorno` (done or left), `renovar` (the link expired). */
const RETURN_PARAM = 'pagamentos';

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Spinner />
      {t('common.loading')}
    </div>
  );
}

/** Onboarding: ask for the provider's page and go there (the button stays busy until the page leaves). */
function useOnboarding() {
  const { t } = useTranslation();
  const mutation = useStartPaymentAccountOnboarding();
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    try {
      const { url } = await mutation.mutateAsync();
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      showToast('error', t('depositSettings.account.openError'), errorMessage(error));
    }
  };
  return { start: () => void start(), busy: mutation.isPending || leaving };
}

/**
 * Back from the provider's onboarding (`?pagamentos=retorno`): the account is read again and the
 * owner told whether it is ready; an expired link (`?pagamentos=renovar`) starts onboarding again.
 * The query is taken off the address either way, keeping the section's anchor.
 */
function usePaymentsReturn(
  onboarding: { start: () => void },
  refetchAccount: () => Promise<{ data?: PaymentAccount | undefined }>,
) {
  const { t } = useTranslation();
  const { search, hash, pathname } = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  const outcome = new URLSearchParams(search).get(RETURN_PARAM);

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    const rest = new URLSearchParams(search);
    rest.delete(RETURN_PARAM);
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
    if (outcome === 'renovar') {
      onboarding.start();
      return;
    }
    if (outcome !== 'retorno') return;
    void refetchAccount().then(({ data: account }) => {
      if (!account) return;
      if (account.chargesEnabled)
        showToast(
          'success',
          t('depositSettings.account.returnedReady'),
          t('depositSettings.account.returnedReadyDetail'),
        );
      else
        showToast(
          'info',
          t('depositSettings.account.returnedPending'),
          t('depositSettings.account.returnedPendingDetail'),
        );
    });
  }, [outcome, search, hash, pathname, navigate, onboarding, refetchAccount, t]);
}

/**
 * The settings' deposits section (docs/deposits.md): the business's payment account, then the
 * policy and each service's deposit. Nothing is asked of clients until the account takes payments.
 */
export function DepositSettings({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const account = usePaymentAccount();
  const policy = useDepositPolicy();
  const onboarding = useOnboarding();
  usePaymentsReturn(onboarding, account.refetch);

  if (account.isPending || policy.isPending) return <Loading />;
  const failed = account.isError ? account : policy.isError ? policy : null;
  if (failed?.error)
    return (
      <ErrorState message={failed.error.message} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
    );
  if (!account.data || !policy.data) return <Loading />;

  const ready = accountStage(account.data) === 'ready';
  return (
    <div className="space-y-6">
      <PaymentAccountCard account={account.data} onboarding={onboarding} />
      {!ready && (
        <Alert variant="info" data-testid="deposits-not-ready">
          <p>{t('depositSettings.notReady')}</p>
        </Alert>
      )}
      <DepositPolicyForm policy={policy.data} currency={currency} />
    </div>
  );
}
