import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfessionalCommissions } from '../../../../contracts/commissions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useUpdateCommissionRates } from '../api/update-commission-rates.ts';
import { useProfessional } from '../../../lib/api/professionals.ts';
import { useServices } from '../../../lib/api/services.ts';
import { percentToInput } from '../../../lib/form-fields.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { formatRate } from '../lib/format.ts';
import { rateRows, readRates, type RateRow } from '../lib/service-rates.ts';

/** 'Taxas por serviço' (owner): an optional rate for each service the professional does. */
export function ServiceRatesDialog({
  professional,
  onClose,
}: {
  professional: ProfessionalCommissions | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={professional !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent side="sheet" aria-describedby={undefined} data-testid="service-rates-dialog">
        {professional ? (
          <RatesForm key={professional.professionalId} professional={professional} onClose={onClose} />
        ) : (
          <DialogTitle>{t('commissions.actions.rates')}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RatesForm({ professional, onClose }: { professional: ProfessionalCommissions; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const details = useProfessional(professional.professionalId);
  const services = useServices({ limit: 200 });
  const loaded = details.data && services.data;
  return (
    <>
      <DialogTitle>{t('commissions.rates.title', { name: professional.name })}</DialogTitle>
      <DialogDescription>
        {t('commissions.rates.description', {
          name: professional.name,
          rate: formatRate(professional.effectiveRate, language),
        })}
      </DialogDescription>
      {details.isError || services.isError ? (
        <p role="alert" className="mt-5 text-sm text-destructive">
          {t('commissions.rates.loadError')} {(details.error ?? services.error)?.message}
        </p>
      ) : !loaded ? (
        <div className="grid min-h-40 place-items-center" role="status" aria-label={t('common.loading')}>
          <Spinner className="size-6" />
        </div>
      ) : (
        <RateFields
          initial={rateRows(details.data.serviceIds, services.data.items, professional.serviceRates, language)}
          professional={professional}
          onClose={onClose}
        />
      )}
    </>
  );
}

function RateFields({
  initial,
  professional,
  onClose,
}: {
  initial: RateRow[];
  professional: ProfessionalCommissions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const save = useUpdateCommissionRates();
  const [rows, setRows] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const placeholder = percentToInput(professional.effectiveRate, language);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readRates(rows, language);
    if ('errors' in read) {
      setErrors(read.errors);
      const first = rows.find((row) => read.errors[row.serviceId]);
      if (first) document.getElementById(`${id}-${first.serviceId}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { professionalId: professional.professionalId, body: read.body },
      {
        onSuccess: () => {
          showToast('success', t('commissions.rates.saved'), t('commissions.rates.savedDetail'));
          onClose();
        },
        onError: (error) => showToast('error', t('commissions.rates.error'), errorMessage(error)),
      },
    );
  };

  return (
    <form className="mt-5 flex flex-1 flex-col" onSubmit={submit} noValidate>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('commissions.rates.noServices')}</p>
      ) : (
        <ul className="space-y-3 pb-5">
          {rows.map((row) => {
            const fieldId = `${id}-${row.serviceId}`;
            const message = fieldMessage(errors[row.serviceId]);
            return (
              <li key={row.serviceId} className="grid grid-cols-[1fr_7rem] items-center gap-x-3 gap-y-1">
                <Label htmlFor={fieldId} className="leading-snug">
                  {row.serviceName}
                </Label>
                <div className="relative">
                  <Input
                    id={fieldId}
                    aria-label={t('commissions.rates.service', { service: row.serviceName })}
                    inputMode="decimal"
                    autoComplete="off"
                    value={row.text}
                    placeholder={placeholder}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${fieldId}-error` : undefined}
                    onChange={(event) =>
                      setRows((current) =>
                        current.map((r) => (r.serviceId === row.serviceId ? { ...r, text: event.target.value } : r)),
                      )
                    }
                    className="pr-7 text-right tabular-nums"
                  />
                  <span
                    className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
                    aria-hidden="true"
                  >
                    %
                  </span>
                </div>
                <div className="col-span-2">
                  <FieldError id={`${fieldId}-error`} message={message} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || rows.length === 0}>
          {save.isPending ? t('commissions.rates.saving') : t('commissions.rates.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
