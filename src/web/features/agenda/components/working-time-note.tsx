import { CalendarX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { outsideHoursMessage, type WorkingTimeWarning } from '../lib/working-time-warning.ts';

/** A heads-up before sending: the time is outside the professional's hours or in a break. */
export function WorkingTimeNote({ warning, name }: { warning: WorkingTimeWarning; name: string }) {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="working-time-note"
    >
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {outsideHoursMessage(t, warning, name, '')}
    </p>
  );
}

/** A heads-up before sending: the professional has an event in their connected calendar then; staff may still book. */
export function BusyTimeNote({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="busy-time-note"
    >
      <CalendarX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('agenda.form.busyNote', { name })}
    </p>
  );
}
