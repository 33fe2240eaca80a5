import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { SuffixedInput } from '../../../components/suffixed-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { fieldMessage } from '../../../lib/forms.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { MAX_PACKAGE_SERVICES, type PackageFormOutput, type PackageFormValues } from '../lib/package-form.ts';

/**
 * The services of a package, each with its number of sessions: a row per service, chosen among
 * the active ones (or one the package already has), a way to add another and to take one out.
 */
export function PackageServicesField({
  form,
  services,
  loading,
  currency,
}: {
  form: UseFormReturn<PackageFormValues, unknown, PackageFormOutput>;
  services: readonly Service[];
  loading: boolean;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'services' });
  const errors = form.formState.errors.services;
  const listProblem = fieldMessage(errors?.message ?? errors?.root?.message);

  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-4" data-testid="package-services">
      <legend className="px-1 text-sm font-medium text-foreground">{t('packages.fields.services')}</legend>
      <ul className="space-y-3">
        {fields.map((field, index) => {
          const chosen = form.getValues(`services.${index}.serviceId`);
          const offered = services.filter((service) => service.active || service.id === chosen);
          const serviceProblem = fieldMessage(errors?.[index]?.serviceId?.message);
          const sessionsProblem = fieldMessage(errors?.[index]?.sessions?.message);
          const rowId = `${id}-${index}`;
          return (
            <li key={field.id} data-testid="package-service-row">
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1 basis-44 space-y-1">
                  <Label htmlFor={`${rowId}-service`} className="text-xs text-muted-foreground">
                    {t('packages.fields.service', { n: index + 1 })}
                  </Label>
                  <NativeSelect
                    id={`${rowId}-service`}
                    disabled={loading}
                    aria-invalid={serviceProblem ? true : undefined}
                    aria-describedby={serviceProblem ? `${rowId}-service-error` : undefined}
                    {...form.register(`services.${index}.serviceId`)}
                  >
                    <option value="">
                      {loading ? t('packages.fields.loadingServices') : t('packages.fields.chooseService')}
                    </option>
                    {offered.map((service) => (
                      <option key={service.id} value={service.id}>
                        {`${service.name} · ${formatMoney(service.priceCents, currency, language)}`}
                      </option>
                    ))}
                  </NativeSelect>
                  <FieldError id={`${rowId}-service-error`} message={serviceProblem} />
                </div>
                <div className="w-36 space-y-1">
                  <Label htmlFor={`${rowId}-sessions`} className="text-xs text-muted-foreground">
                    {t('packages.fields.sessions')}
                  </Label>
                  <SuffixedInput
                    id={`${rowId}-sessions`}
                    suffix={t('packages.fields.sessionsSuffix')}
                    inputMode="numeric"
                    aria-invalid={sessionsProblem ? true : undefined}
                    aria-describedby={sessionsProblem ? `${rowId}-sessions-error` : undefined}
                    {...form.register(`services.${index}.sessions`)}
                  />
                  <FieldError id={`${rowId}-sessions-error`} message={sessionsProblem} />
                </div>
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-5 size-11 text-muted-foreground hover:text-destructive"
                    aria-label={t('packages.fields.removeService', { n: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {listProblem && <p className="text-sm font-medium text-destructive">{listProblem}</p>}
      {fields.length < MAX_PACKAGE_SERVICES && (
        <Button variant="outline" size="sm" onClick={() => append({ serviceId: '', sessions: '' })}>
          <Plus aria-hidden="true" />
          {t('packages.fields.addService')}
        </Button>
      )}
    </fieldset>
  );
}
