import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import type { CalendarNotice } from '../../../../contracts/calendar-sync.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoment, formatTime, localDateOf } from '../../../lib/local-date.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCalendarNotices, useDismissCalendarNotice } from '../api/calendar-notices.ts';
import { appointmentQueryKey, getAppointment } from '../api/get-appointment.ts';

/** What a notice says: which appointment's event, and what became of it in which calendar. */
export function noticeText(
  notice: CalendarNotice,
  t: (key: string, values: Record<string, string>) => string,
  timeZone: string,
  language: string,
): string {
  const when = formatMoment(notice.startsAt, timeZone, language, false);
  const movedTo = notice.movedStartsAt
    ? localDateOf(notice.movedStartsAt, timeZone) === localDateOf(notice.startsAt, timeZone)
      ? formatTime(notice.movedStartsAt, timeZone, language)
      : formatMoment(notice.movedStartsAt, timeZone, language, false)
    : '';
  return t(`agenda.notices.${notice.kind}.${notice.provider}`, {
    what: `${notice.serviceName} · ${notice.clientName}`,
    when,
    to: movedTo,
    account: notice.accountLabel,
  });
}

/**
 * Above the schedule: the appointments whose event was deleted or moved in a connected calendar
 * (docs/calendars.md). The appointment stays as it is; the person opens it to decide, or
 * dismisses the notice. Nothing shows while there is none.
 */
export function CalendarNotices({
  professionalId,
  timeZone,
  onOpen,
}: {
  professionalId: string | null;
  timeZone: string;
  onOpen: (appointment: Appointment) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const notices = useCalendarNotices(professionalId);
  const dismiss = useDismissCalendarNotice();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (notices.isError)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {t('agenda.notices.loadFailed')}
      </p>
    );
  const items = notices.data?.items ?? [];
  if (items.length === 0) return null;

  const open = async (appointmentId: string) => {
    setOpening(appointmentId);
    try {
      onOpen(
        await queryClient.fetchQuery({
          queryKey: appointmentQueryKey(appointmentId),
          queryFn: ({ signal }) => getAppointment(appointmentId, signal),
        }),
      );
    } catch {
      showToast('error', t('agenda.notices.openFailed'));
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby="calendar-notices-title" data-testid="calendar-notices">
      <Alert variant="warning">
        <h2 id="calendar-notices-title" ref={heading} tabIndex={-1} className="font-medium outline-none">
          {t('agenda.notices.title', { count: items.length })}
        </h2>
        <p className="text-xs opacity-80">{t('agenda.notices.unchanged')}</p>
        <ul className="mt-2 space-y-3">
          {items.map((notice) => (
            <li
              key={`${notice.appointmentId}-${notice.kind}-${notice.accountLabel}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-2"
            >
              <span className="min-w-0 flex-1 basis-64 wrap-break-word">
                {noticeText(notice, t, timeZone, language)}
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={opening === notice.appointmentId}
                  onClick={() => void open(notice.appointmentId)}
                >
                  {t('agenda.notices.open')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={dismiss.isPending && dismiss.variables === notice.appointmentId}
                  onClick={() =>
                    dismiss.mutate(notice.appointmentId, {
                      onError: () => showToast('error', t('agenda.notices.dismissFailed')),
                      // The button is gone: the keyboard goes on from the notices' heading while some are left.
                      onSuccess: () => requestAnimationFrame(() => heading.current?.focus()),
                    })
                  }
                >
                  {t('agenda.notices.dismiss')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </Alert>
    </section>
  );
}
