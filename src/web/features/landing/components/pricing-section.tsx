import { Check, Crown, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLANS, getPlan, type Plan, type PlanKey } from '../../../../core/plans.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPlanPrice } from '../../../lib/format-money.ts';
import { may } from '../../../lib/session/may.ts';
import { useStartCheckout, type CheckoutNotice } from '../hooks/use-start-checkout.ts';
import { SiteText } from '../../../components/site-text.tsx';
import { SectionHeading } from './section-heading.tsx';

const PLAN_FEATURES = ['schedule', 'reminders', 'records', 'reports'] as const;

function PlanCard({
  plan,
  chosen,
  pending,
  startDisabled,
  onStart,
  titleLevel,
}: {
  plan: Plan;
  /** h3 under the section's own heading; h2 right under the page's h1 (/escolha-plano). */
  titleLevel: 'h2' | 'h3';
  /** The plan the person picked before signing in: marked, and its button focused. */
  chosen: boolean;
  pending: boolean;
  /** A professional cannot choose the plan (only the owner can). */
  startDisabled: boolean;
  onStart: (plan: PlanKey) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = `plan-${plan.key}-title`;
  const Title = titleLevel;
  const startRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!chosen) return;
    // A frame later: a page the server rendered is inert until the app has taken it over.
    const frame = requestAnimationFrame(() => {
      startRef.current?.focus();
      startRef.current?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [chosen]);

  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.mostPopular ? 'border-primary shadow-lg shadow-primary/15 ring-1 ring-primary' : 'border-border',
        chosen && 'ring-4 ring-accent ring-offset-2 ring-offset-background',
      )}
      data-plan={plan.key}
      data-chosen={chosen || undefined}
    >
      {(plan.mostPopular || chosen) && (
        <Badge variant={chosen ? 'accent' : 'default'} className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm">
          {!chosen && <Crown className="size-3.5" aria-hidden="true" />}
          {chosen ? t('pricing.chosen') : t('pricing.mostPopular')}
        </Badge>
      )}
      <Title id={titleId} className="text-lg font-semibold text-foreground">
        {plan.name[language]}
      </Title>
      <p className="mt-1 text-sm text-muted-foreground">{t('pricing.users', { count: plan.userLimit })}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span
          className="whitespace-nowrap text-3xl font-extrabold tracking-tight text-foreground"
          data-testid="plan-price"
        >
          {formatPlanPrice(plan.priceCents, language)}
        </span>
        <span className="text-sm text-muted-foreground">{t('pricing.perMonth')}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-foreground">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <SiteText selector={`pricing.features.${feature}`} />
          </li>
        ))}
      </ul>
      <Button
        ref={startRef}
        className="mt-6 w-full"
        variant={plan.mostPopular || chosen ? 'hero' : 'outline'}
        onClick={() => onStart(plan.key)}
        disabled={startDisabled || pending}
        aria-describedby={startDisabled ? 'pricing-owner-only' : undefined}
        aria-label={t('pricing.startNowPlan', { plan: plan.name[language] })}
      >
        {pending ? t('toasts.checkoutRedirecting.title') : t('pricing.startNow')}
      </Button>
    </li>
  );
}

function NoticeAlert({ notice }: { notice: CheckoutNotice }) {
  const { t } = useTranslation();
  if (notice.kind === 'opened') {
    return (
      <Alert role="status" data-testid="checkout-notice">
        <p className="flex items-center gap-1.5 font-medium">
          {t('pricing.checkoutOpened', { plan: getPlan(notice.plan).name[currentLanguage()] })}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </p>
        <p>
          {t('pricing.checkoutOpenedHint')}{' '}
          <Link to="/assinatura" className="font-medium text-link underline underline-offset-4">
            {t('pricing.goToSubscription')}
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <Alert
      variant={notice.kind === 'alreadySubscribed' ? 'warning' : 'info'}
      role="alert"
      data-testid="checkout-notice"
    >
      <p className="font-medium">{notice.message}</p>
      {/* The server's message says where a plan is changed; this is the way there. */}
      {notice.kind === 'alreadySubscribed' && (
        <p>
          <Link to="/assinatura" className="font-medium underline underline-offset-4">
            {t('pricing.goToSubscription')}
          </Link>
        </p>
      )}
    </Alert>
  );
}

/** The five plans (docs/billing.md), prices in the currency of the interface language; each starts a checkout. */
export function PricingSection({
  withHeading = true,
  chosenPlan = null,
}: {
  withHeading?: boolean;
  chosenPlan?: PlanKey | null;
}) {
  const { t } = useTranslation();
  const checkout = useStartCheckout();
  // Someone signed in who may not choose the plan (a professional) is told to ask the owner.
  const professional = checkout.role !== null && !may(checkout.role, 'createCheckout');

  return (
    <section
      id="precos"
      aria-labelledby={withHeading ? 'precos-title' : undefined}
      aria-label={withHeading ? undefined : t('pricing.title')}
      className={cn('scroll-mt-20', withHeading ? 'py-20 sm:py-24' : 'pb-20')}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {withHeading && <SectionHeading id="precos-title" texts="pricing" />}
        {/* Announces the notices below as they appear. */}
        <div aria-live="polite">
          {(professional || checkout.notice) && (
            <div className={cn('mx-auto max-w-3xl space-y-3', withHeading ? 'mt-10' : 'mt-6')}>
              {professional && (
                <Alert id="pricing-owner-only">
                  <p className="font-medium">{t('pricing.ownerOnly')}</p>
                </Alert>
              )}
              {checkout.notice && <NoticeAlert notice={checkout.notice} />}
            </div>
          )}
        </div>
        <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5', withHeading ? 'mt-14' : 'mt-10')}>
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.key}
              plan={plan}
              chosen={plan.key === chosenPlan}
              pending={checkout.pendingPlan === plan.key}
              startDisabled={professional}
              onStart={checkout.start}
              titleLevel={withHeading ? 'h3' : 'h2'}
            />
          ))}
        </ul>
        <SiteText as="p" selector="pricing.trialNote" className="mt-8 text-center text-sm text-muted-foreground" />
      </div>
    </section>
  );
}
