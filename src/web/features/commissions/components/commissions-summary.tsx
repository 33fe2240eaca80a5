import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommissionsResponse } from '../../../../contracts/commissions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useRecalculateCommissions } from '../api/recalculate-commissions.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { formatInstant, formatRate } from '../lib/format.ts';

/** The owner's view of the month as a whole: the standard rate, when it was calculated, and Recalcular. */
export function CommissionsSummary({ data, timeZone }: { data: CommissionsResponse; timeZone: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const recalculate = useRecalculateCommissions();

  const run = () =>
    recalculate.mutate(data.month, {
      onSuccess: (result) =>
        showToast(
          'success',
          t('commissions.summary.recalculated'),
          t('commissions.summary.recalculatedDetail', { count: result.written + result.removed }),
        ),
      onError: (error) => showToast('error', t('commissions.summary.recalculateError'), errorMessage(error)),
    });

  return (
    <section className="space-y-3 print:hidden" data-testid="commissions-summary">
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:gap-8">
          <div>
            <p className="text-xs font-medium text-muted-foreground">{t('commissions.summary.standardRate')}</p>
            <p className="mt-0.5 flex flex-wrap items-baseline gap-x-3">
              <span className="text-lg font-bold tabular-nums text-foreground" data-testid="standard-rate">
                {formatRate(data.standardRate, language)}
              </span>
              <Link to="/configuracoes" className="text-sm text-link underline-offset-4 hover:underline">
                {t('commissions.summary.changeRate')}
              </Link>
            </p>
          </div>
          <p className="text-muted-foreground" data-testid="calculated-at">
            {data.calculatedAt
              ? t('commissions.summary.calculatedAt', { when: formatInstant(data.calculatedAt, timeZone, language) })
              : t('commissions.summary.neverCalculated')}
          </p>
        </div>
        <Button onClick={run} disabled={recalculate.isPending} className="sm:shrink-0">
          <RefreshCw aria-hidden="true" className={recalculate.isPending ? 'animate-spin' : undefined} />
          {recalculate.isPending ? t('commissions.summary.recalculating') : t('commissions.summary.recalculate')}
        </Button>
      </div>
      {data.preview && (
        <Alert variant="warning" data-testid="commissions-outdated">
          <p className="font-semibold">
            {data.calculatedAt
              ? t('commissions.summary.outdated', { count: data.outdated })
              : t('commissions.summary.notCalculated', { count: data.outdated })}
          </p>
          <p data-testid="commissions-preview">{t('commissions.summary.preview')}</p>
        </Alert>
      )}
    </section>
  );
}
