import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAppointmentPriceBodySchema, type Appointment } from '../../../../contracts/appointments.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { moneyField } from '../../../lib/form-fields.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { centsToMoneyInput, type Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateAppointmentPrice } from '../api/update-appointment-price.ts';

/**
 * 'Ajustar valor' (owner, an appointment not cancelled): the price actually charged — a discount
 * or an extra — typed in a small form under the details. The figures and commissions follow it.
 */
export function AdjustPrice({ appointment, currency }: { appointment: Appointment; currency: Currency }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="outline"
        size="sm"
        className="mt-4 self-start"
        onClick={() => setOpen(true)}
        aria-label={t('agenda.panel.adjustPriceNamed', { client: appointment.clientName })}
      >
        <Pencil aria-hidden="true" />
        {t('agenda.panel.adjustPrice')}
      </Button>
    );
  }
  return <PriceForm appointment={appointment} currency={currency} onDone={() => setOpen(false)} />;
}

function PriceForm({
  appointment,
  currency,
  onDone,
}: {
  appointment: Appointment;
  currency: Currency;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const update = useUpdateAppointmentPrice();
  const [text, setText] = useState(() => centsToMoneyInput(appointment.priceCents, language));
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = moneyField(language, updateAppointmentPriceBodySchema.shape.priceCents).safeParse(text);
    if (!parsed.success) {
      setProblem(fieldMessage(parsed.error.issues[0]?.message) ?? t('errors.unexpected'));
      return;
    }
    if (parsed.data === appointment.priceCents) {
      setProblem(t('agenda.panel.samePrice'));
      return;
    }
    setProblem(undefined);
    try {
      await update.mutateAsync({ id: appointment.id, priceCents: parsed.data });
      showToast('success', t('agenda.toasts.priceUpdated'), appointment.clientName);
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.priceCents : undefined;
      setProblem(field ?? errorMessage(error));
      if (!field) showToast('error', t('agenda.toasts.priceError'), errorMessage(error));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-4 space-y-2 rounded-xl border border-border bg-muted/40 p-3"
      data-testid="adjust-price-form"
    >
      <Label htmlFor={`${id}-price`}>{t('agenda.panel.newPrice')}</Label>
      <div className="flex flex-wrap items-start gap-2">
        <MoneyInput
          id={`${id}-price`}
          currency={currency}
          value={text}
          onChange={setText}
          autoFocus
          className="w-full sm:w-40"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('agenda.panel.savingPrice') : t('agenda.panel.savePrice')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('agenda.panel.newPriceHint')}
      </p>
      <FieldError id={`${id}-problem`} message={problem} />
    </form>
  );
}
