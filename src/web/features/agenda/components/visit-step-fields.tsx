import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProfessionals } from '../../../lib/api/professionals.ts';
import { fieldMessage } from '../../../lib/forms.ts';
import type { Currency } from '../../../lib/money.ts';
import { fromProfessional, type ColumnProfessional } from '../lib/column-professional.ts';
import { formatTime } from '../lib/format.ts';
import { professionalChoices, type NewAppointmentValues } from '../lib/new-appointment-form.ts';
import { ProfessionalSelect } from './professional-select.tsx';
import { ServiceSelect } from './service-select.tsx';

/**
 * A service added to the visit (the second or third): its service and a professional who offers
 * it, the time it starts (when the one before it ends) and a way to take it out. `onNotOffered`
 * names the professional chosen who does not offer the service (null when they do), so that
 * 'Agendar' can say so.
 */
export function VisitStepFields({
  id,
  index,
  control,
  errors,
  services,
  servicesLoading,
  team,
  lockedProfessionalId,
  currency,
  startMinute,
  onRemove,
  onNotOffered,
}: {
  id: string;
  index: number;
  control: Control<NewAppointmentValues>;
  errors: FieldErrors<NewAppointmentValues>;
  services: readonly Service[];
  servicesLoading: boolean;
  team: readonly ColumnProfessional[];
  lockedProfessionalId: string | null;
  currency: Currency;
  /** When it starts, in minutes of the day; null until the time and the services before it are known. */
  startMinute: number | null;
  onRemove: () => void;
  onNotOffered: (index: number, name: string | null) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = index + 2;
  const [serviceId, professionalId] = useWatch({
    control,
    name: [`nextSteps.${index}.serviceId`, `nextSteps.${index}.professionalId`],
  });
  const offering = useProfessionals(
    { active: true, serviceId: serviceId || undefined, limit: 200 },
    { enabled: serviceId !== '' },
  );
  const { candidates, known, notOffered } = professionalChoices({
    team,
    offering: offering.data?.items.map(fromProfessional),
    serviceId,
    professionalId,
    lockedProfessionalId,
  });
  const notOfferedBy = notOffered ? (known?.fullName ?? '') : null;
  useEffect(() => onNotOffered(index, notOfferedBy), [index, notOfferedBy, onNotOffered]);
  const stepErrors = errors.nextSteps?.[index];
  const serviceError = fieldMessage(stepErrors?.serviceId?.message);
  const professionalError = fieldMessage(stepErrors?.professionalId?.message);
  const base = `${id}-step${number}`;

  return (
    <div
      className="space-y-3 rounded-xl border border-border border-l-4 border-l-primary/60 p-3"
      data-testid="visit-step-fields"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 text-xs font-medium text-muted-foreground" aria-live="polite">
          {startMinute !== null
            ? t('agenda.visit.stepStarts', { time: formatTime(startMinute, language) })
            : t('agenda.visit.stepStartsLater')}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('agenda.visit.removeStep', { number })}
          title={t('agenda.visit.removeStep', { number })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ServiceSelect
        id={`${base}-service`}
        name={`nextSteps.${index}.serviceId`}
        label={t('agenda.visit.stepService', { number })}
        control={control}
        services={services}
        loading={servicesLoading}
        loadError={null}
        professional={known}
        currency={currency}
        error={serviceError}
        describedBy={serviceError ? `${base}-service-error` : undefined}
      />
      <ProfessionalSelect
        id={`${base}-professional`}
        name={`nextSteps.${index}.professionalId`}
        label={t('agenda.visit.stepProfessional', { number })}
        control={control}
        candidates={candidates}
        locked={lockedProfessionalId !== null}
        loading={serviceId !== '' && offering.isPending}
        notOfferedBy={notOfferedBy}
        noneOffers={serviceId !== '' && offering.data?.items.length === 0}
        loadError={offering.isError ? offering.error.message : null}
        error={professionalError}
        describedBy={(extra) =>
          [extra ?? '', professionalError ? `${base}-professional-error` : ''].filter(Boolean).join(' ') || undefined
        }
      />
    </div>
  );
}
