import { CalendarClock, CreditCard, Sparkles, TriangleAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getPlan } from '../../core/plans.ts';
import type { Role } from '../../contracts/session.ts';
import type { SubscriptionResponse } from '../../contracts/subscription.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useBillingPortal } from '../lib/api/billing.ts';
import { cn } from '../lib/cn.ts';
import { may } from '../lib/session/may.ts';
import { showToast } from '../lib/toast.ts';
import { trialDaysLeft } from '../lib/trial-days-left.ts';
import { Button, buttonVariants, type ButtonVariant } from './ui/button.tsx';

/** Where a subscription stands, in the terms the pages speak of it. */
export type SubscriptionState =
  | { kind: 'trialing'; daysLeft: number; endsAt: string | null }
  | { kind: 'active'; renewsAt: string | null }
  /** Paid, set to end at `endsAt` instead of renewing: access continues until then. */
  | { kind: 'cancelling'; endsAt: string | null }
  /** The last charge failed; the app stays open until `graceEndsAt`. */
  | { kind: 'pastDue'; graceEndsAt: string | null }
  | { kind: 'trialExpired' }
  | { kind: 'expired' }
  | { kind: 'none' };

export function subscriptionState(subscription: SubscriptionResponse, now: Date): SubscriptionState {
  switch (subscription.status) {
    case 'trialing':
      return {
        kind: 'trialing',
        daysLeft: subscription.trialEndsAt ? trialDaysLeft(new Date(subscription.trialEndsAt), now) : 0,
        endsAt: subscription.trialEndsAt,
      };
    case 'past_due':
      return { kind: 'pastDue', graceEndsAt: subscription.graceEndsAt };
    case 'active':
      return subscription.cancelAtPeriodEnd
        ? { kind: 'cancelling', endsAt: subscription.currentPeriodEnd }
        : { kind: 'active', renewsAt: subscription.nextChargeAt ?? subscription.currentPeriodEnd };
    case 'trial_expired':
      return { kind: 'trialExpired' };
    case 'expired':
      return { kind: 'expired' };
    case 'none':
      return { kind: 'none' };
  }
}

/** A text of the interface: its key and what goes into it. */
export interface Copy {
  key: string;
  values?: Record<string, string | number>;
}

/** The dashboard banner's title and line for a state; `formatDate` writes an ISO instant for people. */
export function subscriptionBannerCopy(
  state: SubscriptionState,
  plan: string,
  formatDate: (iso: string) => string,
): { title: Copy; detail: Copy } {
  switch (state.kind) {
    case 'trialing':
      return {
        title: { key: 'subscription.banner.trialTitle', values: { plan } },
        detail:
          state.daysLeft === 0 || !state.endsAt
            ? { key: 'subscription.banner.trialEndsToday' }
            : {
                key: 'subscription.banner.trialDaysLeft',
                values: { count: state.daysLeft, date: formatDate(state.endsAt) },
              },
      };
    case 'active':
      return {
        title: { key: 'subscription.banner.activeTitle', values: { plan } },
        detail: state.renewsAt
          ? { key: 'subscription.banner.renewsOn', values: { date: formatDate(state.renewsAt) } }
          : { key: 'subscription.banner.active' },
      };
    case 'cancelling':
      return {
        title: { key: 'subscription.banner.cancellingTitle', values: { plan } },
        detail: state.endsAt
          ? { key: 'subscription.banner.cancellingUntil', values: { date: formatDate(state.endsAt) } }
          : { key: 'subscription.banner.cancelling' },
      };
    case 'pastDue':
      return {
        title: { key: 'subscription.banner.pastDueTitle', values: { plan } },
        detail: state.graceEndsAt
          ? { key: 'subscription.banner.pastDueUntil', values: { date: formatDate(state.graceEndsAt) } }
          : { key: 'subscription.banner.pastDue' },
      };
    default:
      return { title: { key: 'subscription.banner.noneTitle' }, detail: { key: 'subscription.banner.none' } };
  }
}

/**
 * The warning of a past-due business across the signed-in app: the owner is asked to update the
 * card before the grace ends, a professional only told (they cannot pay).
 */
export function pastDueNoticeCopy(graceEndsAt: string | null, role: Role, formatDate: (iso: string) => string): Copy {
  const who = may(role, 'createBillingPortalSession') ? 'owner' : 'professional';
  return graceEndsAt
    ? { key: `subscription.pastDue.${who}Until`, values: { date: formatDate(graceEndsAt) } }
    : { key: `subscription.pastDue.${who}` };
}

/** A date for people, as the business's clock reads it: '12 de maio de 2026'. */
export function formatBillingDate(iso: string, timeZone: string, language: string = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** The trial and plan banner (docs/billing.md): days left in the trial, the plan in force, a failed payment or a cancellation. */
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
  const state = subscriptionState(subscription, new Date());
  const { title, detail } = subscriptionBannerCopy(state, getPlan(subscription.plan).name[currentLanguage()], (iso) =>
    formatBillingDate(iso, timeZone),
  );
  const warning = state.kind === 'pastDue' || state.kind === 'cancelling';
  const Icon =
    state.kind === 'trialing'
      ? Sparkles
      : state.kind === 'pastDue'
        ? TriangleAlert
        : state.kind === 'cancelling'
          ? CalendarClock
          : CreditCard;
  // A business that pays manages its plan on /assinatura; one in its trial chooses among the plans.
  const paying = subscription.providerStatus !== null && state.kind !== 'none';

  return (
    <section
      aria-label={t('subscription.banner.label')}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between',
        warning
          ? 'border-amber-500/40 bg-amber-50 dark:bg-amber-950/40'
          : 'border-primary/30 bg-linear-to-r from-secondary to-card',
      )}
      data-testid="subscription-banner"
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl',
            warning ? 'bg-amber-500 text-white' : 'bg-primary text-primary-foreground',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold text-foreground">{t(title.key, { ...title.values })}</p>
          <p className="text-sm text-muted-foreground">{t(detail.key, { ...detail.values })}</p>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Users className="size-3.5" aria-hidden="true" />
            {t('subscription.banner.users', { used: subscription.usersUsed, limit: subscription.userLimit })}
          </p>
        </div>
      </div>
      {showPlansLink && (
        <Link
          to={paying ? '/assinatura' : '/escolha-plano'}
          className={buttonVariants({
            variant: state.kind === 'trialing' ? 'hero' : 'outline',
            className: 'self-start sm:self-center',
          })}
        >
          {paying ? t('subscription.banner.manage') : t('subscription.banner.seePlans')}
        </Link>
      )}
    </section>
  );
}

/**
 * The signed-in app's warning while a payment has failed (status past_due): the app stays open
 * until the grace ends. The owner gets `action` (the button that opens the card portal).
 */
export function PastDueBanner({
  subscription,
  role,
  timeZone,
  action,
  className,
}: {
  subscription: SubscriptionResponse;
  role: Role;
  timeZone: string;
  action?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  if (subscription.status !== 'past_due') return null;
  const copy = pastDueNoticeCopy(subscription.graceEndsAt, role, (iso) => formatBillingDate(iso, timeZone));
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
      data-testid="past-due-banner"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
        <div className="text-sm">
          <p className="font-semibold">{t('subscription.pastDue.title')}</p>
          <p>{t(copy.key, { ...copy.values })}</p>
        </div>
      </div>
      {may(role, 'createBillingPortalSession') && action}
    </div>
  );
}

/**
 * Opens the card provider's portal (or Agendo's test one) in this tab, where the owner updates the
 * card and pays what is overdue. A refusal (NO_BILLING_ACCOUNT before the first payment) is a toast.
 */
export function UpdateCardButton({ variant = 'default', className }: { variant?: ButtonVariant; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const portal = useBillingPortal();
  const open = async () => {
    try {
      const { url } = await portal.mutateAsync();
      // Agendo's own test portal is a page of this app; the provider's is another site.
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    } catch (error) {
      showToast('error', t('subscription.updateCardError'), error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <Button variant={variant} className={className} onClick={() => void open()} disabled={portal.isPending}>
      <CreditCard aria-hidden="true" />
      {portal.isPending ? t('subscription.updateCardOpening') : t('subscription.updateCard')}
    </Button>
  );
}
