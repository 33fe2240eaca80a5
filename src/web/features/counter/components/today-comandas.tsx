import { ChevronRight, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatTime } from '../../../lib/local-date.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useComandas } from '../api/list-comandas.ts';
import { comandaPath } from '../lib/paths.ts';
import { useMoney } from '../lib/use-money.ts';
import { ComandaStatusBadge } from './comanda-status-badge.tsx';

/** The business day's comandas — opened, closed or reversed today — each leading to its page. */
export function TodayComandas({ date }: { date: string }) {
  const { t } = useTranslation();
  const { money, language } = useMoney();
  const timeZone = useSignedIn().me.business.timeZone;
  const comandas = useComandas(date);

  return (
    <section aria-labelledby="today-comandas" className="space-y-3">
      <h2 id="today-comandas" className="text-lg font-semibold text-foreground">
        {t('counter.today.title')}
      </h2>
      {comandas.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
          <Spinner />
          {t('counter.today.loading')}
        </p>
      ) : comandas.isError ? (
        <ErrorState
          message={comandas.error instanceof ApiError ? comandas.error.message : undefined}
          onRetry={() => void comandas.refetch()}
          retrying={comandas.isFetching}
        />
      ) : comandas.data.items.length === 0 ? (
        <EmptyState icon={ReceiptText} title={t('counter.today.empty')} description={t('counter.today.emptyText')} />
      ) : (
        <ul
          className="divide-y divide-border rounded-2xl border border-border bg-card shadow-xs"
          data-testid="today-comandas"
        >
          {comandas.data.items.map((comanda) => (
            <li key={comanda.id}>
              <Link
                to={comandaPath(comanda.id)}
                className="flex items-center gap-3 px-4 py-3 hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                data-testid="today-comanda"
              >
                <span className="w-12 shrink-0 font-semibold tabular-nums text-foreground">#{comanda.number}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-foreground">
                    {comanda.clientName ?? t('counter.walkIn')}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {formatTime(comanda.closedAt ?? comanda.openedAt, timeZone, language)}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">{money(comanda.totalCents)}</span>
                  <ComandaStatusBadge status={comanda.status} />
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
