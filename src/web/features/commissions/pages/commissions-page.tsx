import '../i18n/register-translations.ts';
import { ArrowLeft, Download, Printer, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { commissionsExportPath, useCommissions } from '../api/list-commissions.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { localDateOf, monthOf } from '../../../lib/local-date.ts';
import { reachesEveryRecord } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { MonthPicker } from '../components/month-picker.tsx';
import { OwnerCommissions } from '../components/owner-commissions.tsx';
import { PrintStyles } from '../../../components/print-styles.tsx';
import { Statement } from '../components/statement.tsx';
import { formatMonth, readCommissionsAddress, writeCommissionsAddress } from '../lib/month.ts';

/**
 * /comissoes: the owner sees every professional's commissions of a month, recalculates, pays and
 * sets per-service rates, and opens anyone's statement (?profissional=); a professional sees only
 * their own statement, read-only. The month and the statement open are kept in the address.
 */
export function CommissionsPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  // The owner sees the whole team's commissions and a statement per professional; a professional, their own.
  const isOwner = reachesEveryRecord(me.profile.role, 'listCommissions');
  const timeZone = me.business.timeZone;
  const today = localDateOf(new Date(), timeZone);
  const [params, setParams] = useSearchParams();
  const address = readCommissionsAddress(params, today);
  const { month } = address;
  // A professional always gets their own statement, whatever the address says.
  const statementOf = isOwner ? address.professionalId : null;
  const showStatement = !isOwner || statementOf !== null;
  const query = useCommissions({ month, professionalId: statementOf ?? undefined });
  const data = query.data;
  const professional = showStatement
    ? isOwner
      ? data?.professionals.find((p) => p.professionalId === statementOf)
      : data?.professionals[0]
    : undefined;
  const [exporting, setExporting] = useState(false);

  const exportPath = commissionsExportPath({
    month,
    professionalId: showStatement ? professional?.professionalId : undefined,
  });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(exportPath, `comissoes-${month}.csv`);
    } catch (error) {
      showToast('error', t('commissions.actions.exportError'), errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const statementHref = (professionalId: string) =>
    `/comissoes?${writeCommissionsAddress(params, { month, professionalId }).toString()}`;
  const backHref = `/comissoes?${writeCommissionsAddress(params, { month, professionalId: null }).toString()}`;
  const ready = data !== undefined && (!showStatement || professional !== undefined);

  return (
    <div className="space-y-6" data-testid="commissions-page">
      <PrintStyles />
      <div className="space-y-4 print:hidden">
        {isOwner && showStatement && (
          <Link
            to={backHref}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-link underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('commissions.actions.back')}
          </Link>
        )}
        <PageHeader
          title={showStatement ? t('commissions.statement.title') : t('commissions.title')}
          description={isOwner ? t('commissions.description') : t('commissions.descriptionOwn')}
          actions={
            <>
              <Button
                variant="outline"
                className="max-sm:flex-1"
                onClick={() => void exportCsv()}
                disabled={!ready || exporting}
              >
                {exporting ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
                {exporting ? t('commissions.actions.exporting') : t('commissions.actions.export')}
              </Button>
              {showStatement && (
                <Button variant="outline" className="max-sm:flex-1" onClick={() => window.print()} disabled={!ready}>
                  <Printer aria-hidden="true" />
                  {t('commissions.actions.print')}
                </Button>
              )}
            </>
          }
        />
        <MonthPicker
          month={month}
          currentMonth={monthOf(today)}
          onChange={(next) => setParams(writeCommissionsAddress(params, { month: next }))}
        />
      </div>

      {/* What a printed statement starts with, in place of the app's frame. */}
      <div className="hidden print:block">
        <p className="text-sm font-semibold">{me.business.name}</p>
        <h1 className="text-2xl font-bold">{t('commissions.statement.title')}</h1>
        <p className="text-sm">{formatMonth(month, language)}</p>
      </div>

      {query.isError && !data ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data ? (
        <LoadingScreen fullScreen={false} className="min-h-60" />
      ) : showStatement ? (
        professional ? (
          <Statement data={data} professional={professional} timeZone={timeZone} />
        ) : (
          <EmptyState
            icon={UserRoundX}
            title={isOwner ? t('commissions.statement.notFound') : t('commissions.notLinked.title')}
            description={isOwner ? undefined : t('commissions.notLinked.description')}
          />
        )
      ) : (
        <div aria-busy={query.isFetching}>
          <OwnerCommissions data={data} today={today} timeZone={timeZone} statementHref={statementHref} />
        </div>
      )}
    </div>
  );
}
