import '../i18n/register-translations.ts';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DashboardRange } from '../../../../contracts/metrics.ts';
import { SubscriptionBanner } from '../../../components/subscription-banner.tsx';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { may } from '../../../lib/session/may.ts';
import { DashboardOverview } from '../components/dashboard-overview.tsx';
import { parseRange } from '../lib/dashboard-format.ts';

/** The range's name in the address: /dashboard?range=60 reloads, and links, to the same figures. */
const RANGE_PARAM = 'range';

/**
 * /dashboard (owner only). `firstRun` is what a new business sees first (the guided setup, then its
 * checklist); the app composes it in, as features don't import each other. Below the plan's
 * banner, the business's figures.
 */
export function DashboardPage({ firstRun }: { firstRun?: ReactNode }) {
  const { t } = useTranslation();
  const { me, subscription } = useSignedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const range = parseRange(searchParams.get(RANGE_PARAM));
  const name = me.profile.fullName || me.user.name;

  const changeRange = (next: DashboardRange) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(RANGE_PARAM, String(next));
        return params;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <title>{`${t('nav.dashboard')} · Agendo`}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{t('nav.dashboard')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('app.welcome.title', { name })}</p>
      </div>
      <Suspense fallback={null}>{firstRun}</Suspense>
      <SubscriptionBanner
        subscription={subscription}
        timeZone={me.business.timeZone}
        showPlansLink={may(me.profile.role, 'changePlan')}
      />
      <DashboardOverview range={range} onRangeChange={changeRange} />
    </div>
  );
}
