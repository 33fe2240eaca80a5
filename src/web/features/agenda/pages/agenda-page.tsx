import '../i18n/register-translations.ts';
import { CalendarPlus, CalendarSync, ChartColumn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { browserTimeZone, localDateOf, localDateTimeOf, monthOf, type LocalDate } from '../../../lib/local-date.ts';
import { reachesEveryRecord } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useLiveAppointments } from '../api/live-changes.ts';
import { AgendaToolbar } from '../components/agenda-toolbar.tsx';
import { AgendaViewContent } from '../components/agenda-view-content.tsx';
import { AppointmentPanel } from '../components/appointment-panel.tsx';
import { CalendarNotices } from '../components/calendar-notices.tsx';
import { CalendarSyncDialog } from '../components/calendar-sync-dialog.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { SlotChoice } from '../components/day-view.tsx';
import { MonthlySummary } from '../components/monthly-summary.tsx';
import { MoveVisitDialog } from '../components/move-visit-dialog.tsx';
import { NewAppointmentDialog } from '../components/new-appointment-dialog.tsx';
import { useAgendaUrlState } from '../hooks/use-agenda-url-state.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useMoveAppointment } from '../hooks/use-move-appointment.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useGoogleCalendarReturn } from '../hooks/use-google-calendar-return.ts';
import { useReturnFocus } from '../hooks/use-return-focus.ts';
import { useSchedule } from '../hooks/use-schedule.ts';
import { shiftDate } from '../lib/agenda-view.ts';
import { formatPeriod, timeZoneName } from '../lib/format.ts';
import { newAppointmentDefaults, type NewAppointmentDefaults } from '../lib/new-appointment-defaults.ts';

/** /agenda: the schedule (docs/booking.md). The owner sees everyone; a professional their own column. */
export function AgendaPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const timeZone = me.business.timeZone;
  const isAdmin = reachesEveryRecord(me.profile.role, 'listAppointments');
  const now = useNow();
  const nowLocal = localDateTimeOf(now, timeZone);
  const today = localDateOf(now, timeZone);
  const wide = useMediaQuery('(min-width: 640px)');
  useLiveAppointments();

  const { view, date, professionalId: filterId, navigate } = useAgendaUrlState(today, isAdmin);
  const schedule = useSchedule({ view, date, filterId, timeZone, viewer: { isAdmin, userId: me.user.id } });
  const { appointments, days, activeTeam, lockedProfessionalId } = schedule;
  const mover = useMoveAppointment(activeTeam, timeZone);
  const { rememberFocus, restoreFocus } = useReturnFocus();

  const [newDefaults, setNewDefaults] = useState<NewAppointmentDefaults | null>(null);
  const [opened, setOpened] = useState<Appointment | null>(null);
  const [syncOpen, setSyncOpen] = useState(false);
  useGoogleCalendarReturn(() => setSyncOpen(true));

  const openAppointment = (appointment: Appointment) => {
    rememberFocus(appointment.id);
    setOpened(appointment);
  };
  const openNew = (choice?: Partial<SlotChoice>) => {
    rememberFocus();
    setNewDefaults(
      newAppointmentDefaults({
        choice,
        days,
        today,
        date,
        nowMinutes: nowLocal.minutes,
        openingHours: schedule.openingHours,
        professionalId: schedule.filtered?.id ?? null,
      }),
    );
  };
  const openDay = (day: LocalDate) => navigate({ view: 'day', date: day });

  const showZone = browserTimeZone() !== timeZone;
  const grid = view === 'day' || view === 'week';

  return (
    <div className="space-y-5" data-testid="agenda-page">
      <PageHeader
        title={t('agenda.title')}
        description={
          showZone
            ? t('agenda.timeZoneNotice', { zone: timeZoneName(timeZone, language) })
            : isAdmin
              ? t('agenda.description')
              : t('agenda.descriptionOwn')
        }
        actions={
          <>
            {/* On phones these show their icon only; their names stay the same. */}
            {isAdmin && (
              <Link
                to="/relatorios"
                className={buttonVariants({ variant: 'outline', className: 'max-sm:size-10 max-sm:px-0' })}
                aria-label={t('agenda.actions.reports')}
                title={t('agenda.actions.reports')}
              >
                <ChartColumn aria-hidden="true" />
                <span className="max-sm:hidden">{t('agenda.actions.reports')}</span>
              </Link>
            )}
            <Button
              variant="outline"
              className="max-sm:size-10 max-sm:px-0"
              aria-label={t('agenda.actions.sync')}
              title={t('agenda.actions.sync')}
              onClick={() => {
                rememberFocus();
                setSyncOpen(true);
              }}
            >
              <CalendarSync aria-hidden="true" />
              <span className="max-sm:hidden">{t('agenda.actions.sync')}</span>
            </Button>
            <Button className="max-sm:flex-1" onClick={() => openNew()} disabled={schedule.noTeam}>
              <CalendarPlus aria-hidden="true" />
              {t('agenda.actions.new')}
            </Button>
          </>
        }
      />

      <AgendaToolbar
        view={view}
        date={date}
        period={formatPeriod(view, date, days, language)}
        busy={appointments.isFetching || mover.pending}
        professionals={activeTeam}
        professionalId={filterId}
        canFilter={isAdmin}
        onView={(next) => navigate({ view: next })}
        onDate={(next) => navigate({ date: next })}
        onStep={(direction) => navigate({ date: shiftDate(view, date, direction) })}
        onToday={() => navigate({ date: today })}
        onProfessional={(next) => navigate({ professional: next })}
      />

      <CalendarNotices professionalId={filterId} timeZone={timeZone} onOpen={openAppointment} />

      {appointments.isSuccess && !schedule.noTeam && schedule.shown === 0 && (
        <p className="text-sm text-muted-foreground" data-testid="agenda-empty" role="status">
          {grid ? t('agenda.states.emptyGrid') : t('agenda.states.empty')}
        </p>
      )}

      <div aria-busy={appointments.isFetching}>
        <AgendaViewContent
          view={view}
          date={date}
          schedule={schedule}
          now={nowLocal}
          today={today}
          wide={wide}
          isAdmin={isAdmin}
          onSlot={openNew}
          onOpen={openAppointment}
          onMove={mover.move}
          onOpenDay={openDay}
        />
      </div>

      {grid && appointments.isSuccess && schedule.shown > 0 && (
        <p className="text-xs text-muted-foreground">
          {!wide
            ? t('agenda.grid.dragHintTouch')
            : view === 'week'
              ? t('agenda.grid.dragHintWeek')
              : // One column (a professional's own, or the owner's filter): no other professional to drag to.
                schedule.columns.length === 1
                ? t('agenda.grid.dragHintOneColumn')
                : t('agenda.grid.dragHint')}
        </p>
      )}

      <MonthlySummary month={monthOf(date)} professionalId={filterId ?? undefined} />

      <NewAppointmentDialog
        open={newDefaults !== null}
        onOpenChange={(open) => (open ? undefined : setNewDefaults(null))}
        defaults={newDefaults ?? { date, minutes: null, professionalId: null }}
        team={activeTeam}
        lockedProfessionalId={lockedProfessionalId}
        timeZone={timeZone}
        currency={me.business.currency}
        showTimeZone={showZone}
        onCloseAutoFocus={restoreFocus}
        onCreated={(created) => {
          setNewDefaults(null);
          const createdDay = localDateOf(created.startsAt, timeZone);
          if (!days.includes(createdDay)) navigate({ date: createdDay });
        }}
      />
      <AppointmentPanel
        seen={opened}
        onClose={() => setOpened(null)}
        onOpenStep={setOpened}
        team={activeTeam}
        lockedProfessionalId={lockedProfessionalId}
        timeZone={timeZone}
        currency={me.business.currency}
        onCloseAutoFocus={restoreFocus}
      />
      <CalendarSyncDialog
        open={syncOpen}
        onOpenChange={setSyncOpen}
        onCloseAutoFocus={restoreFocus}
        isAdmin={isAdmin}
        team={activeTeam}
        ownProfessionalId={lockedProfessionalId}
        initialProfessionalId={filterId}
      />
      <MoveVisitDialog
        asking={mover.visitQuestion}
        timeZone={timeZone}
        pending={mover.pending}
        onAnswer={mover.answerVisit}
        onBack={mover.dismissVisit}
      />
      <ConfirmDialog
        open={mover.outsideMessage !== null}
        onOpenChange={(open) => (open ? undefined : mover.dismissOutside())}
        title={t('agenda.form.outsideTitle')}
        description={mover.outsideMessage ?? undefined}
        cancelLabel={t('agenda.panel.back')}
        confirmLabel={t('agenda.form.bookAnyway')}
        variant="default"
        pending={mover.pending}
        onConfirm={mover.confirmOutside}
      />
    </div>
  );
}
