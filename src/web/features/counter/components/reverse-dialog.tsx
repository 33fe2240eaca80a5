import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comanda } from '../../../../contracts/counter.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useReverseComanda } from '../api/reverse-comanda.ts';
import { useMoney } from '../lib/use-money.ts';

/** "Estornar" (the owner's): asks first, with the reason kept; the payments are undone in the open register. */
export function ReverseDialog({
  comanda,
  open,
  onOpenChange,
}: {
  comanda: Comanda;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const id = useId();
  const reverse = useReverseComanda();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const confirm = () => {
    const why = reason.trim();
    if (why === '') {
      setProblem(t('counter.reverse.reasonRequired'));
      return;
    }
    reverse.mutate(
      { id: comanda.id, reason: why },
      {
        onSuccess: () => {
          showToast('success', t('counter.reverse.done', { number: comanda.number }));
          onOpenChange(false);
        },
        onError: (error) => showToast('error', t('counter.reverse.failed'), errorMessage(error)),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!reverse.isPending) onOpenChange(next);
      }}
      title={t('counter.reverse.title', { number: comanda.number })}
      description={t('counter.reverse.text', { amount: money(comanda.totalCents) })}
      confirmLabel={t('counter.reverse.confirm')}
      pendingLabel={t('counter.reverse.reversing')}
      pending={reverse.isPending}
      onConfirm={confirm}
    >
      <div className="mt-4 space-y-2">
        <Label htmlFor={`${id}-reason`}>{t('counter.reverse.reason')}</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
          maxLength={200}
          className="min-h-16"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-reason-error` : undefined}
        />
        <FieldError id={`${id}-reason-error`} message={problem} />
      </div>
    </ConfirmDialog>
  );
}
