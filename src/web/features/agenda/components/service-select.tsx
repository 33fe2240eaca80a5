import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import type { NewAppointmentValues, ServiceField } from '../lib/new-appointment-form.ts';

/**
 * The service to book, each with its length and price; when a professional is already chosen,
 * theirs come first. Controlled: its options regroup when the professional changes, and the
 * choice must stay.
 */
export function ServiceSelect({
  id,
  label,
  name = 'serviceId',
  control,
  services,
  loading,
  loadError,
  professional,
  currency,
  error,
  describedBy,
}: {
  id: string;
  /** The field's name, when not the first service's. */
  label?: string;
  /** The first service's field, or a later step's. */
  name?: ServiceField;
  control: Control<NewAppointmentValues>;
  services: readonly Service[];
  loading: boolean;
  loadError: string | null;
  /** The professional chosen so far, if any. */
  professional: ColumnProfessional | undefined;
  currency: Currency;
  error: string | undefined;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const own = professional?.serviceIds ? new Set(professional.serviceIds) : null;
  const option = (item: Service) => (
    <option key={item.id} value={item.id}>
      {`${item.name} · ${formatDuration(item.durationMinutes)} · ${formatMoney(item.priceCents, currency, language)}`}
    </option>
  );

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label ?? t('agenda.form.service')}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NativeSelect
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            disabled={loading}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          >
            <option value="">{loading ? t('common.loading') : t('agenda.form.chooseService')}</option>
            {own && professional ? (
              <>
                <optgroup label={t('agenda.form.servicesOf', { name: professional.fullName })}>
                  {services.filter((item) => own.has(item.id)).map(option)}
                </optgroup>
                <optgroup label={t('agenda.form.otherServices')}>
                  {services.filter((item) => !own.has(item.id)).map(option)}
                </optgroup>
              </>
            ) : (
              services.map(option)
            )}
          </NativeSelect>
        )}
      />
      {loadError !== null && (
        <p className="text-sm text-destructive" role="alert">
          {t('agenda.form.loadError')} {loadError}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
