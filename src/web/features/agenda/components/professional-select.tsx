import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import type { NewAppointmentValues, ProfessionalField } from '../lib/new-appointment-form.ts';

/** The professional to book with: those who offer the chosen service, and a word when the one picked first does not. */
export function ProfessionalSelect({
  id,
  label,
  name = 'professionalId',
  control,
  candidates,
  locked,
  loading,
  notOfferedBy,
  noneOffers,
  loadError,
  error,
  describedBy,
}: {
  id: string;
  /** The field's name, when not the first service's. */
  label?: string;
  /** The first service's field, or a later step's. */
  name?: ProfessionalField;
  control: Control<NewAppointmentValues>;
  candidates: readonly ColumnProfessional[];
  /** A professional books for themselves only. */
  locked: boolean;
  /** Who offers the chosen service is being asked. */
  loading: boolean;
  /** The name of the professional picked who does not offer the service; null when they do. */
  notOfferedBy: string | null;
  noneOffers: boolean;
  loadError: string | null;
  error: string | undefined;
  describedBy: (extra?: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const notOfferedId = `${id}-not-offered`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label ?? t('agenda.form.professional')}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NativeSelect
            id={id}
            ref={field.ref}
            name={field.name}
            value={notOfferedBy !== null ? '' : field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            disabled={locked || loading}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(notOfferedBy !== null ? notOfferedId : undefined)}
          >
            <option value="">{loading ? t('common.loading') : t('agenda.form.chooseProfessional')}</option>
            {candidates.map((professional) => (
              <option key={professional.id} value={professional.id}>
                {professional.fullName}
              </option>
            ))}
          </NativeSelect>
        )}
      />
      {notOfferedBy !== null && (
        <p id={notOfferedId} className="text-sm text-amber-700 dark:text-amber-300">
          {t('agenda.form.professionalDoesNotOffer', { name: notOfferedBy })}
        </p>
      )}
      {noneOffers && <p className="text-sm text-muted-foreground">{t('agenda.form.noProfessionalForService')}</p>}
      {loadError !== null && (
        <p className="text-sm text-destructive" role="alert">
          {loadError}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
