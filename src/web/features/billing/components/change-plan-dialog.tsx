import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLANS, getPlan, type PlanKey } from '../../../../core/plans.ts';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useChangePlan } from '../api/change-plan.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { billingCurrencyOf, planChange } from '../lib/subscription-copy.ts';

/**
 * The five plans with price and user limit, the current one marked. An upgrade applies now, a
 * downgrade at the end of the paid period; the server's refusal (too many users for the plan, …)
 * shows here, where the choice was made.
 */
export function ChangePlanDialog({
  open,
  onOpenChange,
  subscription,
  formatDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: SubscriptionResponse;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const currency = billingCurrencyOf(subscription, language);
  const change = useChangePlan();
  const [target, setTarget] = useState<PlanKey | null>(null);
  const groupName = useId();
  const consequenceId = useId();

  const setOpen = (next: boolean) => {
    if (!next) {
      setTarget(null);
      change.reset();
    }
    onOpenChange(next);
  };

  const current = getPlan(subscription.plan).name[language];
  const chosen = target ? planChange(subscription, target) : null;
  const targetName = target ? getPlan(target).name[language] : '';
  let consequence = '';
  if (chosen?.kind === 'upgrade') consequence = t('billing.changePlan.upgradeNow', { plan: targetName });
  else if (chosen?.kind === 'downgrade') {
    consequence = chosen.startsAt
      ? t('billing.changePlan.downgradeOn', { plan: targetName, date: formatDate(chosen.startsAt), current })
      : t('billing.changePlan.downgradeAtPeriodEnd', { plan: targetName, current });
  }
  const refusalCode = change.error instanceof ApiError ? change.error.code : null;

  const onConfirm = async () => {
    if (!target || !chosen || chosen.kind === 'current') return;
    try {
      await change.mutateAsync({ plan: target });
    } catch {
      return; // shown in the dialog
    }
    showToast(
      'success',
      chosen.kind === 'upgrade'
        ? t('billing.changePlan.doneNow', { plan: targetName })
        : t('billing.changePlan.doneScheduled', { plan: targetName }),
      consequence,
    );
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent side="sheet">
        <DialogTitle>{t('billing.changePlan.title')}</DialogTitle>
        <DialogDescription>{t('billing.changePlan.explain')}</DialogDescription>
        <fieldset className="mt-5">
          <legend className="sr-only">{t('billing.changePlan.plans')}</legend>
          <div className="space-y-2">
            {PLANS.map((plan) => {
              const isCurrent = plan.key === subscription.plan;
              const checked = plan.key === target;
              return (
                <label
                  key={plan.key}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    checked ? 'border-primary bg-secondary/60' : 'border-border hover:bg-muted/50',
                    isCurrent && 'cursor-default opacity-80 hover:bg-transparent',
                  )}
                  data-plan={plan.key}
                >
                  <input
                    type="radio"
                    name={groupName}
                    value={plan.key}
                    checked={checked}
                    disabled={isCurrent || change.isPending}
                    onChange={() => {
                      setTarget(plan.key);
                      change.reset();
                    }}
                    aria-describedby={checked ? consequenceId : undefined}
                    className="size-4 accent-primary"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
                      {plan.name[language]}
                      {isCurrent && <Badge variant="secondary">{t('billing.changePlan.current')}</Badge>}
                      {plan.key === subscription.scheduledPlan && (
                        <Badge variant="outline">{t('billing.changePlan.scheduled')}</Badge>
                      )}
                    </span>
                    <span className="block text-sm text-muted-foreground">
                      {t('billing.changePlan.users', { count: plan.userLimit })}
                    </span>
                  </span>
                  <span className="whitespace-nowrap text-right text-sm font-semibold text-foreground">
                    {t('billing.plan.price', { price: formatMoney(plan.priceCents[currency], currency, language) })}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div aria-live="polite" className="mt-4 space-y-3 pb-4">
          {consequence && (
            <p id={consequenceId} className="text-sm font-medium text-foreground">
              {consequence}
            </p>
          )}
          {chosen?.kind === 'downgrade' && chosen.tooManyUsers && !change.error && (
            <Alert variant="warning">
              <p>
                {t('billing.changePlan.tooManyUsers', {
                  used: subscription.usersUsed,
                  plan: targetName,
                  limit: target ? getPlan(target).userLimit : 0,
                })}{' '}
                <Link to="/usuarios" className="font-medium underline underline-offset-4">
                  {t('billing.changePlan.usersLink')}
                </Link>
              </p>
            </Alert>
          )}
          {change.error && (
            <Alert variant="destructive" role="alert" data-testid="change-plan-error">
              <p>{change.error.message || t('errors.unexpected')}</p>
              {refusalCode === 'PLAN_BELOW_USERS_IN_USE' && (
                <p>
                  <Link to="/usuarios" className="font-medium underline underline-offset-4">
                    {t('billing.changePlan.usersLink')}
                  </Link>
                </p>
              )}
            </Alert>
          )}
        </div>

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
          <Button onClick={() => void onConfirm()} disabled={!target || change.isPending}>
            {change.isPending
              ? t('billing.changePlan.saving')
              : target
                ? t('billing.changePlan.confirm', { plan: targetName })
                : t('billing.changePlan.chooseFirst')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
