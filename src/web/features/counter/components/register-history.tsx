import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useCashRegisterHistory } from '../api/list-cash-registers.ts';
import { useMoney } from '../lib/use-money.ts';
import { DifferenceLine, RegisterClosingTable, RegisterTimes } from './register-closing.tsx';

/** The owner's history of closed registers, the latest first: who and when, the difference, the count on demand. */
export function RegisterHistory() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const history = useCashRegisterHistory({ enabled: true });
  const closed = history.data?.items.filter((register) => register.status === 'closed') ?? [];

  return (
    <section aria-labelledby="register-history" className="space-y-3">
      <h2 id="register-history" className="text-lg font-semibold text-foreground">
        {t('counter.history.title')}
      </h2>
      {history.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
          <Spinner />
          {t('counter.history.loading')}
        </p>
      ) : history.isError ? (
        <ErrorState
          message={history.error instanceof ApiError ? history.error.message : undefined}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : closed.length === 0 ? (
        <EmptyState icon={History} title={t('counter.history.empty')} description={t('counter.history.emptyText')} />
      ) : (
        <ul className="space-y-3" data-testid="register-history">
          {closed.map((register) => (
            <li key={register.id} className="rounded-2xl border border-border bg-card p-4 shadow-xs">
              <RegisterTimes register={register} />
              <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <DifferenceLine cents={register.difference?.total ?? 0} />
                <span className="text-xs text-muted-foreground">
                  {t('counter.history.float', { amount: money(register.floatCents) })} ·{' '}
                  {t('counter.history.comandas', { count: register.comandas })}
                </span>
              </div>
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer rounded-md font-medium text-link focus-visible:outline-2 focus-visible:outline-ring">
                  {t('counter.history.details')}
                </summary>
                <div className="mt-2">
                  <RegisterClosingTable register={register} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
