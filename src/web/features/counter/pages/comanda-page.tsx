import '../i18n/register-translations.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatMoment } from '../../../lib/local-date.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useComanda } from '../api/get-comanda.ts';
import { ClosedComanda } from '../components/closed-comanda.tsx';
import { ComandaBackLink } from '../components/comanda-back-link.tsx';
import { ComandaStatusBadge } from '../components/comanda-status-badge.tsx';
import { OpenComandaEditor } from '../components/open-comanda-editor.tsx';
import { useMoney } from '../lib/use-money.ts';

/**
 * /comandas/:id: a comanda — its number, status and client; open, its lines and discount edited
 * and then paid and closed; closed, what was sold and paid, the receipt, and the owner's reversal.
 */
export function ComandaPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { me } = useSignedIn();
  const { language } = useMoney();
  const comanda = useComanda(id);
  const [paying, setPaying] = useState(false);

  if (comanda.isPending) return <LoadingScreen fullScreen={false} />;
  if (comanda.isError) {
    return (
      <div className="space-y-6">
        <ComandaBackLink />
        <ErrorState
          message={comanda.error instanceof ApiError ? comanda.error.message : undefined}
          onRetry={() => void comanda.refetch()}
          retrying={comanda.isFetching}
        />
      </div>
    );
  }

  const data = comanda.data;
  const title = t('counter.comanda.title', { number: data.number });
  return (
    <div className="space-y-6" data-testid="comanda-page">
      <ComandaBackLink />
      <div>
        <title>{`${title} · Agendo`}</title>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
          <ComandaStatusBadge status={data.status} />
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {data.clientName ?? t('counter.walkIn')} ·{' '}
          {t('counter.comanda.openedAt', {
            when: formatMoment(data.openedAt, me.business.timeZone, language, false),
          })}
        </p>
      </div>
      {data.status === 'open' ? (
        <OpenComandaEditor
          key={`${data.id}:${data.version}`}
          comanda={data}
          paying={paying}
          onPayingChange={setPaying}
          onChanged={() => void comanda.refetch()}
        />
      ) : (
        <ClosedComanda comanda={data} />
      )}
    </div>
  );
}
