import { ChevronRight, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatTime, localDateOf } from '../../../lib/local-date.ts';
import { useVisitSteps } from '../api/visit-steps.ts';
import { formatLongDayWithYear } from '../lib/format.ts';
import { statusLook } from '../lib/no-show.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * A step's panel: the services of its visit in order, each with its professional, time and status;
 * the others open in the panel. A professional sees their own steps only.
 */
export function VisitStepsSection({
  appointment,
  timeZone,
  onOpenStep,
}: {
  appointment: Appointment;
  timeZone: string;
  onOpenStep: (step: Appointment) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const steps = useVisitSteps(appointment, timeZone);
  const list = steps.data ?? [];
  const day = localDateOf(appointment.startsAt, timeZone);
  const time = (step: Appointment) => {
    const range = `${formatTime(step.startsAt, timeZone, language)}–${formatTime(step.endsAt, timeZone, language)}`;
    const stepDay = localDateOf(step.startsAt, timeZone);
    return stepDay === day ? range : `${formatLongDayWithYear(stepDay, language)}, ${range}`;
  };

  return (
    <section className="mt-6 space-y-2" aria-labelledby={`visit-${appointment.id}`} data-testid="visit-steps">
      <h3 id={`visit-${appointment.id}`} className="flex items-center gap-1.5 text-sm font-semibold text-foreground">
        <Link2 className="size-4" aria-hidden="true" />
        {t('agenda.visit.stepsTitle')}
      </h3>
      {steps.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" />
          {t('agenda.visit.stepsLoading')}
        </p>
      ) : (
        <ol className="divide-y divide-border overflow-hidden rounded-xl border border-border">
          {list.map((step, index) => {
            const current = step.id === appointment.id;
            const content = (
              <>
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold tabular-nums',
                    current ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                  )}
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-foreground">
                    {step.serviceName}
                    {current && (
                      <span className="font-normal text-muted-foreground"> ({t('agenda.visit.thisStep')})</span>
                    )}
                  </span>
                  <span className="block text-xs break-words text-muted-foreground">
                    <span className="tabular-nums">{time(step)}</span> · {step.professionalName}
                  </span>
                </span>
                <StatusBadge status={statusLook(step)} className="shrink-0" />
              </>
            );
            return (
              <li key={step.id} data-testid="visit-step" data-appointment-id={step.id}>
                {current ? (
                  <div className="flex items-center gap-3 bg-muted/50 px-3 py-2 text-sm" aria-current="true">
                    {content}
                  </div>
                ) : (
                  <button
                    type="button"
                    onClick={() => onOpenStep(step)}
                    className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                  >
                    {content}
                    <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
