import { CreditCard, Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPlan } from '../../core/plans.ts';
import type { SubscriptionResponse } from '../../contracts/subscription.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { trialDaysLeft } from '../lib/trial-days-left.ts';
import { buttonVariants } from './ui/button.tsx';

function formatDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** The trial and plan banner (SPEC 2, dashboard): days left in the trial or the plan in force. */
export function SubscriptionBanner({
  subscription,
  timeZone,
  showPlansLink,
}: {
  subscription: SubscriptionResponse;
  timeZone: string;
  /** Only admins choose the plan. */
  showPlansLink: boolean;
}) {
  const { t } = useTranslation();
  const planName = getPlan(subscription.plan).name[currentLanguage()];
  const trialing = subscription.status === 'trialing';
  const active = subscription.status === 'active';

  let title: string;
  let detail: string;
  if (trialing && subscription.trialEndsAt) {
    const days = trialDaysLeft(new Date(subscription.trialEndsAt), new Date());
    title = t('subscription.banner.trialTitle', { plan: planName });
    detail =
      days === 0
        ? t('subscription.banner.trialEndsToday')
        : t('subscription.banner.trialDaysLeft', { count: days, date: formatDate(subscription.trialEndsAt, timeZone) });
  } else if (active) {
    title = t('subscription.banner.activeTitle', { plan: planName });
    detail = subscription.currentPeriodEnd
      ? t('subscription.banner.activeUntil', { date: formatDate(subscription.currentPeriodEnd, timeZone) })
      : t('subscription.banner.active');
  } else {
    title = t('subscription.banner.noneTitle');
    detail = t('subscription.banner.none');
  }

  return (
    <section
      aria-label={t('subscription.banner.label')}
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-linear-to-r from-secondary to-card p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="subscription-banner"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground">
          {trialing ? <Sparkles className="size-5" aria-hidden="true" /> : <CreditCard className="size-5" aria-hidden="true" />}
        </span>
        <div>
          <p className="font-semibold text-foreground">{title}</p>
          <p className="text-sm text-muted-foreground">{detail}</p>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Users className="size-3.5" aria-hidden="true" />
            {t('subscription.banner.users', { used: subscription.usersUsed, limit: subscription.userLimit })}
          </p>
        </div>
      </div>
      {showPlansLink && (
        <Link
          to="/escolha-plano"
          className={buttonVariants({ variant: trialing ? 'hero' : 'outline', className: 'self-start sm:self-center' })}
        >
          {t('subscription.banner.seePlans')}
        </Link>
      )}
    </section>
  );
}
