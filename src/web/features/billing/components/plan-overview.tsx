import { Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPlan } from '../../../../core/plans.ts';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import {
  subscriptionState,
  UpdateCardButton,
  type SubscriptionState,
} from '../../../components/subscription-banner.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/money.ts';
import { billingCurrencyOf, hasProviderSubscription, statusCopy } from '../lib/subscription-copy.ts';
import { CancelSubscription } from './cancel-subscription.tsx';
import { ChangePlanDialog } from './change-plan-dialog.tsx';

const BADGE_STYLE: Record<SubscriptionState['kind'], string> = {
  trialing: 'bg-secondary text-secondary-foreground',
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  cancelling: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  pastDue: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  trialExpired: 'bg-destructive/10 text-destructive',
  expired: 'bg-destructive/10 text-destructive',
  none: 'bg-muted text-muted-foreground',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-muted/60 p-4">
      <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-foreground">{children}</dd>
    </div>
  );
}

/** The plan in force, where it stands, and what the owner can do about it. */
export function PlanOverview({
  subscription,
  formatDate,
}: {
  subscription: SubscriptionResponse;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [changing, setChanging] = useState(false);
  const state = subscriptionState(subscription, new Date());
  const status = statusCopy(state, formatDate);
  const plan = getPlan(subscription.plan);
  const currency = billingCurrencyOf(subscription, language);
  const price = (cents: { BRL: number; USD: number }) => formatMoney(cents[currency], currency, language);
  const subscribed = hasProviderSubscription(subscription);
  const trial = state.kind === 'trialing' && !subscribed;
  const scheduled = subscription.scheduledPlan ? getPlan(subscription.scheduledPlan) : null;

  return (
    <Card className="p-5 sm:p-6" data-testid="plan-overview">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
            {t('billing.plan.heading')}
          </h2>
          <p className="mt-1 text-2xl font-bold tracking-tight text-foreground" data-testid="current-plan">
            {trial ? t('billing.plan.trialOf', { plan: plan.name[language] }) : plan.name[language]}
          </p>
          {!trial && (
            <p className="text-muted-foreground" data-testid="current-price">
              {t('billing.plan.price', { price: price(plan.priceCents) })}
            </p>
          )}
        </div>
        <span
          className={cn('rounded-full px-3 py-1 text-sm font-semibold', BADGE_STYLE[state.kind])}
          data-testid="subscription-status"
        >
          {t(`billing.status.badge.${state.kind}`)}
        </span>
      </div>

      <p className="mt-4 text-sm text-foreground">
        <span className="sr-only">{t('billing.status.label')}: </span>
        {t(status.key, { ...status.values })}
      </p>

      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Fact label={t('billing.plan.users')}>
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="inline-flex items-center gap-1.5">
              <Users className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('billing.plan.usersUsed', { used: subscription.usersUsed, limit: subscription.userLimit })}
            </span>
            <Link to="/usuarios" className="text-sm font-medium text-link underline-offset-4 hover:underline">
              {t('billing.plan.manageUsers')}
            </Link>
          </span>
        </Fact>
        {state.kind === 'pastDue' && state.graceEndsAt ? (
          <Fact label={t('billing.plan.graceEnds')}>{formatDate(state.graceEndsAt)}</Fact>
        ) : state.kind === 'cancelling' && state.endsAt ? (
          <Fact label={t('billing.plan.accessUntil')}>{formatDate(state.endsAt)}</Fact>
        ) : trial && subscription.trialEndsAt ? (
          <Fact label={t('billing.plan.trialEnds')}>{formatDate(subscription.trialEndsAt)}</Fact>
        ) : (
          <Fact label={t('billing.plan.nextCharge')}>
            {subscription.nextChargeAt ? formatDate(subscription.nextChargeAt) : t('billing.plan.noNextCharge')}
          </Fact>
        )}
      </dl>

      {scheduled && (
        <Alert className="mt-4" data-testid="scheduled-plan">
          <p className="font-semibold">{t('billing.plan.scheduledTitle')}</p>
          <p>
            {subscription.currentPeriodEnd
              ? t('billing.plan.scheduledDetail', {
                  date: formatDate(subscription.currentPeriodEnd),
                  plan: scheduled.name[language],
                  price: price(scheduled.priceCents),
                })
              : t('billing.plan.scheduledDetailNoDate', {
                  plan: scheduled.name[language],
                  price: price(scheduled.priceCents),
                })}
          </p>
        </Alert>
      )}

      {subscribed ? (
        <div className="mt-6 flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:flex-wrap sm:items-center">
          <Button onClick={() => setChanging(true)}>{t('billing.actions.changePlan')}</Button>
          <UpdateCardButton variant="outline" />
          <div className="flex flex-col sm:ml-auto">
            <CancelSubscription subscription={subscription} formatDate={formatDate} />
          </div>
          <ChangePlanDialog
            open={changing}
            onOpenChange={setChanging}
            subscription={subscription}
            formatDate={formatDate}
          />
        </div>
      ) : (
        <div className="mt-6 border-t border-border pt-5">
          {trial && <p className="text-sm text-muted-foreground">{t('billing.trial.description')}</p>}
          <Link to="/escolha-plano" className={buttonVariants({ variant: 'hero', className: 'mt-4' })}>
            {t('billing.trial.choosePlan')}
          </Link>
        </div>
      )}
    </Card>
  );
}
