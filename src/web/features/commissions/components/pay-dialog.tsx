import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommissionsResponse, ProfessionalCommissions } from '../../../../contracts/commissions.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useMarkCommissionsPaid } from '../api/mark-commissions-paid.ts';
import { useUndoCommissionPayment } from '../api/undo-commission-payment.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { isLocalDate, type LocalDate } from '../../../lib/local-date.ts';
import { formatMoney } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { formatMonth } from '../lib/month.ts';

/**
 * Asks before marking a professional's pending commissions paid, with the amount and the day paid
 * (today by default). The amount sent is the one shown: when the figures changed meanwhile the
 * server refuses (COMMISSIONS_CHANGED), the list is asked again and the dialog shows the new amount.
 */
export function PayDialog({
  data,
  professional,
  today,
  onClose,
}: {
  data: CommissionsResponse;
  /** The row as it is now (it follows a refetch); null when closed. */
  professional: ProfessionalCommissions | null;
  today: LocalDate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const pay = useMarkCommissionsPaid();
  const undo = useUndoCommissionPayment();
  const [paidOn, setPaidOn] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = professional ? formatMoney(professional.pendingCents, data.currency, language) : '';

  const close = () => {
    setProblem(null);
    setPaidOn(today);
    pay.reset();
    onClose();
  };

  const confirm = () => {
    if (!professional) return;
    if (!isLocalDate(paidOn)) {
      setProblem(t('commissions.pay.invalidDate'));
      return;
    }
    setProblem(null);
    pay.mutate(
      {
        month: data.month,
        professionalId: professional.professionalId,
        paidOn,
        expectedCents: professional.pendingCents,
      },
      {
        onSuccess: (payment) => {
          showToast(
            'success',
            t('commissions.pay.done'),
            t('commissions.pay.doneDetail', {
              amount: formatMoney(payment.amountCents, data.currency, language),
              name: professional.name,
            }),
            // A slip of the finger is taken back from the toast too (the row keeps its own button).
            {
              label: t('commissions.actions.undo'),
              onClick: () =>
                undo.mutate(payment.id, {
                  onSuccess: () => showToast('success', t('commissions.undo.done')),
                  onError: (error) => showToast('error', t('commissions.undo.error'), errorMessage(error)),
                }),
            },
          );
          close();
        },
        onError: (error) => {
          // COMMISSIONS_CHANGED and NOTHING_TO_PAY: the refetch (onSettled) brings the new figures.
          setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={professional !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('commissions.pay.title')}
      description={
        professional
          ? t('commissions.pay.description', { name: professional.name, month: formatMonth(data.month, language) })
          : undefined
      }
      confirmLabel={t('commissions.pay.confirm')}
      pendingLabel={t('commissions.pay.pending')}
      pending={pay.isPending}
      variant="default"
      onConfirm={confirm}
    >
      <div className="mt-4 rounded-xl bg-secondary/60 px-4 py-3">
        <p className="text-xs font-medium text-muted-foreground">{t('commissions.pay.amount')}</p>
        <p className="text-2xl font-bold tabular-nums text-foreground" data-testid="pay-amount" aria-live="polite">
          {amount}
        </p>
      </div>
      <div className="mt-4 space-y-1.5">
        <Label htmlFor={`${id}-paid-on`}>{t('commissions.pay.paidOn')}</Label>
        <DateInput
          id={`${id}-paid-on`}
          value={paidOn}
          max={today}
          onValueChange={setPaidOn}
          aria-invalid={problem !== null ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      {problem && (
        <p
          id={`${id}-problem`}
          role="alert"
          className="mt-3 text-sm font-medium text-destructive"
          data-testid="pay-problem"
        >
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}
