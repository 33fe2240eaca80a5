import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashRegister } from '../../../../contracts/counter.ts';
import { REGISTER_METHODS } from '../../../../core/counter/payments.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCloseCashRegister } from '../api/close-cash-register.ts';
import { emptyCount, readCount, type CountTexts } from '../lib/register-count.ts';
import { signedMoney, useMoney } from '../lib/use-money.ts';

/**
 * "Fechar caixa": each method counted (the fields start empty: what is in the drawer and the card
 * machine is counted, not copied), the difference from what is expected shown as it is typed, per
 * method and in all; confirming closes the register for good.
 */
export function CloseRegisterDialog({
  register,
  open,
  onOpenChange,
  onClosed,
}: {
  register: CashRegister;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: (closed: CashRegister) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet" aria-describedby={undefined} data-testid="close-register-dialog">
        {open ? (
          <CountForm register={register} onCancel={() => onOpenChange(false)} onClosed={onClosed} />
        ) : (
          <DialogTitle>{t('counter.closing.title')}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CountForm({
  register,
  onCancel,
  onClosed,
}: {
  register: CashRegister;
  onCancel: () => void;
  onClosed: (closed: CashRegister) => void;
}) {
  const { t } = useTranslation();
  const { money, currency, language } = useMoney();
  const id = useId();
  const close = useCloseCashRegister();
  const [texts, setTexts] = useState<CountTexts>(emptyCount);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const read = readCount(texts, register.expected, language);
  const tone = (cents: number) =>
    cents === 0 ? 'text-muted-foreground' : cents < 0 ? 'text-destructive' : 'text-success';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (read.invalid.length > 0) return;
    // The open register's card, and this dialog with it, gives way once it is closed: the promise carries on.
    close.mutateAsync({ registerId: register.id, counted: read.counted, note: note.trim() || null }).then(
      (closed) => {
        showToast('success', t('counter.closing.done'));
        onClosed(closed);
      },
      (error: unknown) => showToast('error', t('counter.closing.failed'), errorMessage(error)),
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-1 flex-col" noValidate>
      <DialogTitle>{t('counter.closing.title')}</DialogTitle>
      <DialogDescription>{t('counter.closing.text')}</DialogDescription>
      <ul className="mt-5 space-y-4">
        {REGISTER_METHODS.map((method) => {
          const field = `${id}-${method}`;
          const invalid = tried && read.invalid.includes(method);
          return (
            <li key={method} className="rounded-xl border border-border p-3" data-testid={`count-${method}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Label htmlFor={field}>{t(`paymentMethods.${method}`)}</Label>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {t('counter.closing.expected', { amount: money(register.expected[method]) })}
                </span>
              </div>
              <div className="mt-2 flex items-center gap-3">
                <MoneyInput
                  id={field}
                  currency={currency}
                  value={texts[method]}
                  onChange={(value) => setTexts((current) => ({ ...current, [method]: value }))}
                  placeholder={language === 'pt-BR' ? '0,00' : '0.00'}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={`${field}-difference`}
                  className="min-w-0 flex-1"
                />
                <span
                  id={`${field}-difference`}
                  className={cn(
                    'w-28 shrink-0 text-right text-sm font-semibold tabular-nums',
                    tone(read.difference[method]),
                  )}
                  data-testid="count-difference"
                >
                  <span className="sr-only">{t('counter.closing.difference')}: </span>
                  {signedMoney(money, read.difference[method])}
                </span>
              </div>
              {invalid && <p className="mt-1 text-sm font-medium text-destructive">{t('forms.invalidMoney')}</p>}
            </li>
          );
        })}
      </ul>
      <p
        className="mt-4 flex items-baseline justify-between gap-3 rounded-xl bg-muted/60 px-3 py-2.5"
        data-testid="count-total-difference"
        aria-live="polite"
      >
        <span className="text-sm font-medium">{t('counter.closing.totalDifference')}</span>
        <span className={cn('font-semibold tabular-nums', tone(read.difference.total))}>
          {signedMoney(money, read.difference.total)}
        </span>
      </p>
      <div className="mt-4 space-y-2">
        <Label htmlFor={`${id}-note`}>
          {t('counter.closing.note')}
          <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>
        </Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={500}
          className="min-h-16"
        />
      </div>
      <DialogFooter className="mt-6">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={close.isPending}>
          {close.isPending ? t('counter.closing.closing') : t('counter.closing.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
