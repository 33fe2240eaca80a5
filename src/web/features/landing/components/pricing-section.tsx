import { Check, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PLANS, type Plan } from '../../../../core/plans.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPlanPrice } from '../../../lib/format-money.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { showToast } from '../../../lib/toast.ts';
import { SectionHeading } from './section-heading.tsx';
import { homePathFor } from '../../../lib/home-path.ts';

const PLAN_FEATURES = ['schedule', 'reminders', 'records', 'reports'] as const;

function PlanCard({ plan, onStart }: { plan: Plan; onStart: (plan: Plan) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = `plan-${plan.key}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.mostPopular ? 'border-primary shadow-lg shadow-primary/15 ring-1 ring-primary' : 'border-border',
      )}
      data-plan={plan.key}
    >
      {plan.mostPopular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm">
          <Crown className="size-3.5" aria-hidden="true" />
          {t('pricing.mostPopular')}
        </Badge>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-foreground">
        {plan.name[language]}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t('pricing.users', { count: plan.userLimit })}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="whitespace-nowrap text-3xl font-extrabold tracking-tight text-foreground" data-testid="plan-price">
          {formatPlanPrice(plan.priceCents, language)}
        </span>
        <span className="text-sm text-muted-foreground">{t('pricing.perMonth')}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-foreground">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {t(`pricing.features.${feature}`)}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={plan.mostPopular ? 'hero' : 'outline'}
        onClick={() => onStart(plan)}
        aria-label={t('pricing.startNowPlan', { plan: plan.name[language] })}
      >
        {t('pricing.startNow')}
      </Button>
    </li>
  );
}

/** The five plans of SPEC 9, prices in the currency of the interface language. */
export function PricingSection({ withHeading = true }: { withHeading?: boolean }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const navigate = useNavigate();

  // Checkout arrives with the payments work; until then a signed-in person goes to their home.
  const onStart = () => {
    if (!me) {
      showToast('info', t('toasts.loginRequired.title'), t('toasts.loginRequired.description'));
      void navigate('/auth');
      return;
    }
    void navigate(homePathFor(me.profile.role));
  };

  return (
    <section
      id="precos"
      aria-labelledby={withHeading ? 'precos-title' : undefined}
      aria-label={withHeading ? undefined : t('pricing.title')}
      className={cn('scroll-mt-20', withHeading ? 'py-20 sm:py-24' : 'pb-20')}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {withHeading && (
          <SectionHeading
            id="precos-title"
            eyebrow={t('pricing.eyebrow')}
            title={t('pricing.title')}
            description={t('pricing.description')}
          />
        )}
        <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5', withHeading ? 'mt-14' : 'mt-10')}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.key} plan={plan} onStart={onStart} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground">{t('pricing.trialNote')}</p>
      </div>
    </section>
  );
}
