import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatTime } from '../../../lib/local-date.ts';

/**
 * Asked when a step of a visit moves while its other steps are still to happen: the whole visit
 * (every open step by the same time) or this service alone; 'Voltar' moves nothing.
 */
export function MoveVisitDialog({
  asking,
  timeZone,
  pending = false,
  onAnswer,
  onBack,
}: {
  /** The step being moved and its visit's other open steps; null when nothing is asked. */
  asking: { appointment: Appointment; others: readonly Appointment[] } | null;
  timeZone: string;
  pending?: boolean;
  onAnswer: (wholeVisit: boolean) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const others = (asking?.others ?? [])
    .map((step) => `${step.serviceName} · ${formatTime(step.startsAt, timeZone, language)} · ${step.professionalName}`)
    .join('; ');
  return (
    <AlertDialog.Root open={asking !== null} onOpenChange={(open) => (open ? undefined : onBack())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <AlertDialog.Content
          data-testid="move-visit-dialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {t('agenda.visit.moveQuestion.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {asking
              ? t('agenda.visit.moveQuestion.description', {
                  service: asking.appointment.serviceName,
                  client: asking.appointment.clientName,
                  others,
                })
              : null}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'ghost' })}>
              {t('agenda.visit.moveQuestion.back')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonVariants({ variant: 'outline' })}
              disabled={pending}
              onClick={() => onAnswer(false)}
            >
              {t('agenda.visit.moveQuestion.only')}
            </button>
            <button type="button" className={buttonVariants()} disabled={pending} onClick={() => onAnswer(true)}>
              {t('agenda.visit.moveQuestion.whole')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
