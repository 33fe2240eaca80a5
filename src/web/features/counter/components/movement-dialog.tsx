import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCashMovementBodySchema } from '../../../../contracts/counter.ts';
import type { CashMovementKind } from '../../../../core/counter/cash-register.ts';
import { TextField } from '../../../components/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { moneyField } from '../../../lib/form-fields.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAddCashMovement } from '../api/add-cash-movement.ts';
import { useMoney } from '../lib/use-money.ts';
import { MoneyField } from './money-field.tsx';

const TEXTS = {
  deposit: {
    title: 'counter.movements.depositTitle',
    text: 'counter.movements.depositText',
    done: 'counter.movements.deposited',
  },
  withdrawal: {
    title: 'counter.movements.withdrawalTitle',
    text: 'counter.movements.withdrawalText',
    done: 'counter.movements.withdrawn',
  },
} as const;

/** Suprimento (cash put in) or sangria (cash taken out): an amount and its reason. */
export function MovementDialog({
  registerId,
  kind,
  onClose,
}: {
  registerId: string;
  /** The movement being made; null while the dialog is closed. */
  kind: CashMovementKind | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby={undefined}>
        {kind && <MovementForm key={kind} registerId={registerId} kind={kind} onClose={onClose} />}
        {!kind && <DialogTitle>{t('counter.movements.title')}</DialogTitle>}
      </DialogContent>
    </Dialog>
  );
}

function MovementForm({
  registerId,
  kind,
  onClose,
}: {
  registerId: string;
  kind: CashMovementKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money, currency, language } = useMoney();
  const id = useId();
  const add = useAddCashMovement();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string | undefined; reason?: string | undefined }>({});
  const texts = TEXTS[kind];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amountCents = moneyField(language, addCashMovementBodySchema.shape.amountCents).safeParse(amount);
    const why = addCashMovementBodySchema.shape.reason.safeParse(reason);
    if (!amountCents.success || !why.success) {
      setProblems({
        amount: amountCents.success ? undefined : fieldMessage(amountCents.error.issues[0]?.message),
        reason: why.success ? undefined : fieldMessage(why.error.issues[0]?.message),
      });
      return;
    }
    setProblems({});
    add.mutate(
      { registerId, kind, amountCents: amountCents.data, reason: why.data },
      {
        onSuccess: () => {
          showToast('success', t(texts.done), money(amountCents.data));
          onClose();
        },
        onError: (error) => showToast('error', t('counter.movements.failed'), errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{t(texts.title)}</DialogTitle>
      <DialogDescription>{t(texts.text)}</DialogDescription>
      <div className="mt-5 space-y-4">
        <MoneyField
          id={`${id}-amount`}
          label={t('counter.movements.amount')}
          value={amount}
          onChange={setAmount}
          currency={currency}
          problem={problems.amount}
          autoFocus
        />
        <TextField
          id={`${id}-reason`}
          label={t('counter.movements.reason')}
          optional={false}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          message={problems.reason}
          maxLength={200}
          placeholder={t(
            kind === 'deposit' ? 'counter.movements.depositExample' : 'counter.movements.withdrawalExample',
          )}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('common.saving') : t(texts.title)}
        </Button>
      </div>
    </form>
  );
}
