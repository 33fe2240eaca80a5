import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommissionsResponse } from '../../../../contracts/commissions.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useUndoCommissionPayment } from '../api/undo-commission-payment.ts';
import { errorMessage } from '../../../lib/forms.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { showToast } from '../../../lib/toast.ts';
import { useNow } from '../../../lib/use-now.ts';
import { CommissionsSummary } from './commissions-summary.tsx';
import { CommissionsTable } from './commissions-table.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { ServiceRatesDialog } from './service-rates-dialog.tsx';

/** The owner's month: the summary with Recalcular, the table, and the pay and rates dialogs. */
export function OwnerCommissions({
  data,
  today,
  timeZone,
  statementHref,
}: {
  data: CommissionsResponse;
  today: LocalDate;
  timeZone: string;
  statementHref: (professionalId: string) => string;
}) {
  const { t } = useTranslation();
  const now = useNow(30_000).getTime();
  const undo = useUndoCommissionPayment();
  const [payingId, setPayingId] = useState<string | null>(null);
  const [ratesId, setRatesId] = useState<string | null>(null);
  // The dialogs follow the rows as they are refetched (a refused payment shows the new amount).
  const paying = data.professionals.find((professional) => professional.professionalId === payingId) ?? null;
  const rates = data.professionals.find((professional) => professional.professionalId === ratesId) ?? null;

  return (
    <div className="space-y-6">
      <CommissionsSummary data={data} timeZone={timeZone} />
      {data.professionals.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={t('commissions.empty.title')}
          description={t('commissions.empty.description')}
          action={
            <Link to="/profissionais" className={buttonVariants({ variant: 'outline' })}>
              {t('nav.professionals')}
            </Link>
          }
        />
      ) : (
        <CommissionsTable
          data={data}
          now={now}
          statementHref={statementHref}
          onPay={(professional) => setPayingId(professional.professionalId)}
          onRates={(professional) => setRatesId(professional.professionalId)}
          undoing={undo.isPending ? (undo.variables ?? null) : null}
          onUndo={(_professional, paymentId) =>
            undo.mutate(paymentId, {
              onSuccess: () => showToast('success', t('commissions.undo.done')),
              onError: (error) => showToast('error', t('commissions.undo.error'), errorMessage(error)),
            })
          }
        />
      )}
      <PayDialog data={data} professional={paying} today={today} onClose={() => setPayingId(null)} />
      <ServiceRatesDialog professional={rates} onClose={() => setRatesId(null)} />
    </div>
  );
}
