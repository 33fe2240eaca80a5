import '../i18n/register-translations.ts';
import { Plus, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { CashRegister } from '../../../../contracts/counter.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useOpenComanda } from '../../../lib/api/comandas.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { localDateOf } from '../../../lib/local-date.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCurrentCashRegister } from '../api/get-current-cash-register.ts';
import { CounterSettingsDialog } from '../components/counter-settings-dialog.tsx';
import { OpenRegisterCard } from '../components/open-register-card.tsx';
import { OpenRegisterForm } from '../components/open-register-form.tsx';
import { DifferenceLine, RegisterClosingTable, RegisterTimes } from '../components/register-closing.tsx';
import { RegisterHistory } from '../components/register-history.tsx';
import { TodayComandas } from '../components/today-comandas.tsx';
import { comandaPath } from '../lib/paths.ts';

/**
 * /caixa: the cash register — opened with a float; while open, its takings and what it should hold
 * per method, suprimento and sangria, and closing it with the count and its difference — the
 * business day's comandas and a walk-in sale; for the owner the registers' history and the
 * counter's settings.
 */
export function CashRegisterPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const navigate = useNavigate();
  const [address, setAddress] = useSearchParams();
  const current = useCurrentCashRegister();
  const openSale = useOpenComanda();
  const [justClosed, setJustClosed] = useState<CashRegister | null>(null);
  const isOwner = may(me.profile.role, 'listCashRegisters');
  const mayConfigure = may(me.profile.role, 'updateCounterSettings');
  const settingsOpen = mayConfigure && address.get('ajustes') === '1';
  const today = localDateOf(new Date(), me.business.timeZone);

  const setSettingsOpen = (open: boolean) =>
    setAddress(
      (now) => {
        const next = new URLSearchParams(now);
        if (open) next.set('ajustes', '1');
        else next.delete('ajustes');
        return next;
      },
      { replace: true },
    );

  const newSale = () =>
    openSale.mutate(
      {},
      {
        onSuccess: (comanda) => void navigate(comandaPath(comanda.id)),
        onError: (error) => showToast('error', t('counter.newSaleFailed'), errorMessage(error)),
      },
    );

  return (
    <div className="space-y-8" data-testid="cash-register-page">
      <PageHeader
        title={t('counter.title')}
        description={t('counter.description')}
        actions={
          <>
            <Button onClick={newSale} disabled={openSale.isPending}>
              <Plus aria-hidden="true" />
              {t('counter.newSale')}
            </Button>
            {mayConfigure && (
              <Button variant="outline" onClick={() => setSettingsOpen(true)}>
                <Settings2 aria-hidden="true" />
                {t('counter.settings.open')}
              </Button>
            )}
          </>
        }
      />

      {justClosed && (
        <Card data-testid="register-closed-summary" role="status">
          <CardHeader className="gap-2 px-4 sm:px-6">
            <CardTitle>{t('counter.closing.summaryTitle')}</CardTitle>
            <RegisterTimes register={justClosed} />
            <DifferenceLine cents={justClosed.difference?.total ?? 0} />
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <RegisterClosingTable register={justClosed} />
            <Button variant="outline" size="sm" className="mt-4" onClick={() => setJustClosed(null)}>
              {t('counter.closing.dismiss')}
            </Button>
          </CardContent>
        </Card>
      )}

      {current.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <Spinner />
          {t('counter.register.loading')}
        </p>
      ) : current.isError ? (
        <ErrorState
          message={current.error instanceof ApiError ? current.error.message : undefined}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      ) : current.data.register ? (
        <OpenRegisterCard register={current.data.register} onClosed={setJustClosed} />
      ) : (
        <OpenRegisterForm />
      )}

      <TodayComandas date={today} />
      {isOwner && <RegisterHistory />}
      {mayConfigure && <CounterSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />}
    </div>
  );
}
