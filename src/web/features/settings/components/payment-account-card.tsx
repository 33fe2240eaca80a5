import { CircleCheckBig, ExternalLink, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentAccount } from '../../../../contracts/deposits.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Where the account is: none yet, made but its onboarding not done (or under review), or taking payments. */
export type AccountStage = 'notConnected' | 'pending' | 'ready';

export function accountStage(account: PaymentAccount): AccountStage {
  if (account.chargesEnabled) return 'ready';
  return account.connected ? 'pending' : 'notConnected';
}

const BADGE_STYLE: Record<AccountStage, string> = {
  notConnected: '',
  pending: 'border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
  ready: 'border-success/40 bg-success/15 text-success',
};

/**
 * The business's own payment account (docs/deposits.md): its state, whose money it holds, and the
 * way to connect it or finish its setup on the provider's page.
 */
export function PaymentAccountCard({
  account,
  onboarding,
}: {
  account: PaymentAccount;
  onboarding: { start: () => void; busy: boolean };
}) {
  const { t } = useTranslation();
  const stage = accountStage(account);
  const statusText = {
    notConnected: t('depositSettings.account.status.notConnected'),
    pending: t('depositSettings.account.status.pending'),
    ready: t('depositSettings.account.status.ready'),
  }[stage];
  const explanation = {
    notConnected: t('depositSettings.account.notConnected'),
    pending: t('depositSettings.account.pending'),
    ready: t('depositSettings.account.ready'),
  }[stage];

  return (
    <section
      aria-labelledby="payment-account-title"
      className="space-y-3 rounded-xl border border-border p-4"
      data-testid="payment-account"
      data-stage={stage}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Landmark className="size-5 text-muted-foreground" aria-hidden="true" />
        <h3 id="payment-account-title" className="font-semibold text-foreground">
          {t('depositSettings.account.title')}
        </h3>
        <Badge variant="outline" className={BADGE_STYLE[stage]} data-testid="payment-account-status">
          {stage === 'ready' && <CircleCheckBig className="size-3.5" aria-hidden="true" />}
          {statusText}
        </Badge>
      </div>
      <p className="text-sm text-foreground">{explanation}</p>
      <p className="text-sm text-muted-foreground">{t('depositSettings.account.ownMoney')}</p>
      {account.provider === 'test' && (
        <Alert variant="warning" data-testid="payment-account-test">
          <p>{t('depositSettings.account.test')}</p>
        </Alert>
      )}
      {stage !== 'ready' && (
        <Button onClick={onboarding.start} disabled={onboarding.busy} className="w-full sm:w-auto">
          <ExternalLink aria-hidden="true" />
          {onboarding.busy
            ? t('depositSettings.account.opening')
            : stage === 'pending'
              ? t('depositSettings.account.finish')
              : t('depositSettings.account.connect')}
        </Button>
      )}
    </section>
  );
}
