import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClientPackage } from '../../../../contracts/packages.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useClientPackages } from '../../../lib/api/packages.ts';
import { formatDay } from '../../../lib/local-date.ts';

/**
 * The packages a client bought (docs/packages.md): each with where it stands, until when it may be
 * used, the sessions left of each service, and the sessions used — when, of what, on which comanda
 * (or taken by a no-show).
 */
export function ClientPackages({
  clientId,
  language,
  format,
}: {
  clientId: string;
  language: string;
  /** An instant as the page writes it, on the business's clock. */
  format: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const packages = useClientPackages(clientId);
  return (
    <section aria-labelledby="client-packages" className="space-y-3" data-testid="client-packages">
      <h2 id="client-packages" className="text-lg font-semibold text-foreground">
        {t('clients.packages.title')}
      </h2>
      {packages.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {t('clients.packages.loading')}
        </p>
      ) : packages.isError ? (
        <ErrorState
          message={packages.error.message}
          onRetry={() => void packages.refetch()}
          retrying={packages.isFetching}
        />
      ) : packages.data.items.length === 0 ? (
        <EmptyState icon={Ticket} title={t('clients.packages.empty')} description={t('clients.packages.emptyText')} />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {packages.data.items.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} language={language} format={format} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PackageCard({
  pkg,
  language,
  format,
}: {
  pkg: ClientPackage;
  language: string;
  format: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const day = (date: string) => formatDay(date, language, { dateStyle: 'medium' });
  return (
    <Card className="h-full" data-testid="client-package" data-state={pkg.state}>
      <CardContent className="space-y-3 px-4 pt-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-foreground">{pkg.name}</h3>
          <Badge variant={pkg.state === 'active' ? 'default' : 'outline'} data-testid="client-package-state">
            {t(`clients.packages.states.${pkg.state}`)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('clients.packages.validUntil', { date: day(pkg.validUntil) })} ·{' '}
          {t('clients.packages.soldOn', { date: format(pkg.soldAt), number: pkg.comandaNumber })}
        </p>
        <ul className="space-y-1 text-sm">
          {pkg.items.map((item) => (
            <li key={item.serviceName} className="flex flex-wrap justify-between gap-x-3" data-testid="package-item">
              <span className="font-medium text-foreground">{item.serviceName}</span>
              <span className="tabular-nums">
                {t('clients.packages.left', { left: item.left, count: item.sessions })}
              </span>
            </li>
          ))}
        </ul>
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t('clients.packages.sessionsUsed')}
          </h4>
          {pkg.sessions.length === 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">{t('clients.packages.noSessionsUsed')}</p>
          ) : (
            <ol className="mt-1 divide-y divide-border text-sm">
              {pkg.sessions.map((session) => (
                <li
                  key={`${session.serviceName}-${session.number}`}
                  className="flex flex-wrap justify-between gap-x-3 py-1.5"
                  data-testid="package-session-used"
                >
                  <span>
                    <span className="tabular-nums">{format(session.usedAt)}</span> · {session.serviceName}
                  </span>
                  <span className="text-muted-foreground">
                    {session.noShow
                      ? t('clients.packages.noShow')
                      : session.comandaNumber !== null &&
                        t('clients.packages.comanda', { number: session.comandaNumber })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
