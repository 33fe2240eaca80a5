import '../i18n/register-translations.ts';
import { CalendarPlus, CalendarSync, UsersRound } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useBusinessSettings } from '../../../lib/api/get-business-settings.ts';
import { useProfessionals } from '../../../lib/api/list-professionals.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAppointments } from '../api/list-appointments.ts';
import { useLiveAppointments } from '../api/live-changes.ts';
import { AgendaToolbar } from '../components/agenda-toolbar.tsx';
import { AppointmentPanel } from '../components/appointment-panel.tsx';
import { CalendarSyncDialog } from '../components/calendar-sync-dialog.tsx';
import { ConfirmActionDialog } from '../components/confirm-action-dialog.tsx';
import { DayView, type MoveChoice, type SlotChoice } from '../components/day-view.tsx';
import { FifteenDaysView } from '../components/fifteen-days-view.tsx';
import { MonthView } from '../components/month-view.tsx';
import { MonthlySummary } from '../components/monthly-summary.tsx';
import { NewAppointmentDialog, type NewAppointmentDefaults } from '../components/new-appointment-dialog.tsx';
import { WeekView } from '../components/week-view.tsx';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useNow } from '../hooks/use-now.ts';
import { useReschedule, type RescheduleRequest } from '../hooks/use-reschedule.ts';
import { fetchRange, isAgendaView, shiftDate, visibleDays, type AgendaView } from '../lib/agenda-view.ts';
import { fromProfessional, scheduleProfessionals, type ColumnProfessional } from '../lib/column-professional.ts';
import { formatDay, formatDayRange, formatLongDay, timeZoneName } from '../lib/format.ts';
import { gridHours } from '../lib/grid-hours.ts';
import { isLocalDate, localDateTimeOf, monthOf, todayIn, weekdayOf, type LocalDate } from '../lib/local-date.ts';
import { placeAppointments } from '../lib/placement.ts';

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /agenda: the schedule (SPEC 2, issue 4). The owner sees everyone; a professional their own column. */
export function AgendaPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const timeZone = me.business.timeZone;
  const isAdmin = me.profile.role === 'admin';
  const now = useNow();
  const nowLocal = localDateTimeOf(now, timeZone);
  const today = todayIn(timeZone, now);
  const wide = useMediaQuery('(min-width: 640px)');
  useLiveAppointments();

  // The view, the day and the filter live in the address: a reload or a shared link shows the same.
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const view: AgendaView = isAgendaView(viewParam) ? viewParam : 'day';
  const dateParam = params.get('date');
  const date: LocalDate = isLocalDate(dateParam) ? dateParam : today;
  const filterId = isAdmin ? params.get('professional') || null : null;
  const navigate = (changes: { view?: AgendaView; date?: LocalDate; professional?: string | null }) => {
    const next = new URLSearchParams(params);
    if (changes.view) next.set('view', changes.view);
    if (changes.date) next.set('date', changes.date);
    if (changes.professional !== undefined) {
      if (changes.professional) next.set('professional', changes.professional);
      else next.delete('professional');
    }
    setParams(next);
  };

  const days = useMemo(() => visibleDays(view, date), [view, date]);
  const range = useMemo(() => fetchRange(days, timeZone), [days, timeZone]);
  const appointments = useAppointments({ ...range, professionalId: filterId ?? undefined });
  const professionals = useProfessionals({ active: true, limit: 200 });
  const settings = useBusinessSettings();
  const openingHours = settings.data?.openingHours;

  const items = useMemo(() => appointments.data?.items ?? [], [appointments.data]);
  const placed = useMemo(() => placeAppointments(items, timeZone), [items, timeZone]);
  const team = useMemo(() => scheduleProfessionals(professionals.data?.items, items), [professionals.data, items]);
  const activeTeam = useMemo(
    () => (professionals.data ? professionals.data.items.map(fromProfessional) : team),
    [professionals.data, team],
  );
  // A professional's own column: the professional tied to their login (the API shows them no one else's appointments).
  const own: ColumnProfessional | undefined = isAdmin
    ? undefined
    : (team.find((p) => p.userId === me.user.id) ?? team.find((p) => p.id === items[0]?.professionalId));
  const columns = isAdmin ? (filterId ? team.filter((p) => p.id === filterId) : team) : own ? [own] : [];
  const filtered = isAdmin ? (filterId ? (team.find((p) => p.id === filterId) ?? null) : null) : (own ?? null);

  const [newDefaults, setNewDefaults] = useState<NewAppointmentDefaults | null>(null);
  const [opened, setOpened] = useState<Appointment | null>(null);
  const [syncOpen, setSyncOpen] = useState(false);
  const [pendingMove, setPendingMove] = useState<{ request: RescheduleRequest; message: string } | null>(null);
  const { reschedule, pending: moving } = useReschedule(activeTeam, timeZone);

  // Our dialogs open from cards, slots and buttons rather than their own triggers: focus goes back by hand.
  const returnFocus = useRef<{ element: HTMLElement | null; appointmentId: string | null }>({ element: null, appointmentId: null });
  const rememberFocus = (appointmentId: string | null = null) => {
    returnFocus.current = { element: document.activeElement instanceof HTMLElement ? document.activeElement : null, appointmentId };
  };
  const restoreFocus = (event: Event) => {
    const { element, appointmentId } = returnFocus.current;
    // A card that moved meanwhile is a new element: find it by its appointment.
    const target = element?.isConnected
      ? element
      : appointmentId
        ? document.querySelector<HTMLElement>(`[data-appointment-id="${appointmentId}"]`)
        : null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  const openAppointment = (appointment: Appointment) => {
    rememberFocus(appointment.id);
    setOpened(appointment);
  };

  const openNew = (choice?: Partial<SlotChoice>) => {
    rememberFocus();
    const day = choice?.date ?? (days.includes(today) ? today : date);
    const startOfDay = gridHours(openingHours, [weekdayOf(day)], []).start;
    const nextQuarter = Math.ceil((nowLocal.minutes + 1) / 15) * 15;
    setNewDefaults({
      date: day,
      minutes: choice?.minutes ?? (day === today && nextQuarter < 24 * 60 ? Math.max(nextQuarter, startOfDay) : startOfDay),
      professionalId: choice?.professionalId ?? filtered?.id ?? null,
    });
  };

  const move = async (appointment: Appointment, choice: MoveChoice) => {
    // A professional who does not offer the service cannot take it: say so without asking the server.
    const offered = activeTeam.find((p) => p.id === choice.professionalId)?.serviceIds;
    if (offered && !offered.includes(appointment.serviceId)) {
      showToast('error', t('agenda.toasts.rescheduleError'), t('agenda.form.professionalDoesNotOffer', { name: choice.professionalName }));
      return;
    }
    const request = { appointment, ...choice };
    const outcome = await reschedule(request);
    if (outcome.kind === 'outside') setPendingMove({ request, message: outcome.message });
  };

  const openDay = (day: LocalDate) => navigate({ view: 'day', date: day });

  const first = days[0] ?? date;
  const last = days.at(-1) ?? date;
  const period =
    view === 'day'
      ? formatLongDay(date, language)
      : view === 'month'
        ? capitalize(formatDay(date, language, { month: 'long', year: 'numeric' }), language)
        : formatDayRange(first, last, language, { day: 'numeric', month: 'short', year: 'numeric' });
  const showZone = browserTimeZone !== timeZone;
  const lockedProfessionalId = isAdmin ? null : (own?.id ?? null);
  const visibleCount = placed.filter((p) => days.includes(p.date) && (view === 'month' || p.appointment.status !== 'cancelled')).length;
  const noTeam = professionals.isSuccess && professionals.data.items.length === 0 && items.length === 0;

  const content = () => {
    if (appointments.isPending) return <LoadingScreen fullScreen={false} />;
    if (appointments.isError) {
      return <ErrorState message={appointments.error.message} onRetry={() => void appointments.refetch()} retrying={appointments.isFetching} />;
    }
    if (noTeam) {
      return (
        <EmptyState
          icon={UsersRound}
          title={t('agenda.states.noProfessionals')}
          description={t(isAdmin ? 'agenda.states.noProfessionalsDescription' : 'agenda.states.noOwnProfessional')}
          action={
            isAdmin ? (
              <Link to="/profissionais" className={buttonVariants()}>
                {t('agenda.states.addProfessionals')}
              </Link>
            ) : undefined
          }
        />
      );
    }
    switch (view) {
      case 'day':
        if (columns.length === 0 && professionals.isPending) return <LoadingScreen fullScreen={false} />;
        if (columns.length === 0) {
          return <EmptyState icon={UsersRound} title={t('agenda.states.noColumns')} description={t('agenda.states.noOwnProfessional')} />;
        }
        return (
          <DayView
            date={date}
            professionals={columns}
            appointments={placed}
            openingHours={openingHours}
            now={nowLocal}
            singleColumn={!wide}
            onSlot={openNew}
            onOpen={openAppointment}
            onMove={(appointment, choice) => void move(appointment, choice)}
          />
        );
      case 'week':
        return (
          <WeekView
            days={days}
            professional={filtered}
            appointments={placed}
            openingHours={openingHours}
            now={nowLocal}
            onSlot={openNew}
            onOpen={openAppointment}
            onMove={(appointment, choice) => void move(appointment, choice)}
            onOpenDay={openDay}
          />
        );
      case 'fifteen':
        return (
          <FifteenDaysView
            days={days}
            appointments={placed}
            today={today}
            showProfessional={filtered === null}
            onOpen={openAppointment}
            onOpenDay={openDay}
            onNew={(day) => openNew({ date: day })}
          />
        );
      case 'month':
        return <MonthView date={date} days={days} appointments={placed} today={today} onOpenDay={openDay} />;
    }
  };

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
            {/* On phones these two show their icon only; their names stay the same. */}
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
            <Button className="max-sm:flex-1" onClick={() => openNew()} disabled={noTeam}>
              <CalendarPlus aria-hidden="true" />
              {t('agenda.actions.new')}
            </Button>
          </>
        }
      />

      <AgendaToolbar
        view={view}
        date={date}
        period={period}
        busy={appointments.isFetching || moving}
        professionals={activeTeam}
        professionalId={filterId}
        canFilter={isAdmin}
        onView={(next) => navigate({ view: next })}
        onDate={(next) => navigate({ date: next })}
        onStep={(direction) => navigate({ date: shiftDate(view, date, direction) })}
        onToday={() => navigate({ date: today })}
        onProfessional={(next) => navigate({ professional: next })}
      />

      {appointments.isSuccess && !noTeam && visibleCount === 0 && (
        <p className="text-sm text-muted-foreground" data-testid="agenda-empty" role="status">
          {view === 'day' || view === 'week' ? t('agenda.states.emptyGrid') : t('agenda.states.empty')}
        </p>
      )}

      <div aria-busy={appointments.isFetching}>{content()}</div>

      {(view === 'day' || view === 'week') && appointments.isSuccess && visibleCount > 0 && (
        <p className="text-xs text-muted-foreground">
          {!wide ? t('agenda.grid.dragHintTouch') : view === 'week' ? t('agenda.grid.dragHintWeek') : t('agenda.grid.dragHint')}
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
          const createdDay = localDateTimeOf(created.startsAt, timeZone).date;
          if (!days.includes(createdDay)) navigate({ date: createdDay });
        }}
      />
      <AppointmentPanel
        seen={opened}
        onClose={() => setOpened(null)}
        team={activeTeam}
        lockedProfessionalId={lockedProfessionalId}
        timeZone={timeZone}
        currency={me.business.currency}
        onCloseAutoFocus={restoreFocus}
      />
      <CalendarSyncDialog open={syncOpen} onOpenChange={setSyncOpen} onCloseAutoFocus={restoreFocus} />
      <ConfirmActionDialog
        open={pendingMove !== null}
        onOpenChange={(open) => (open ? undefined : setPendingMove(null))}
        title={t('agenda.form.outsideTitle')}
        description={pendingMove?.message}
        backLabel={t('agenda.panel.back')}
        confirmLabel={t('agenda.form.bookAnyway')}
        variant="default"
        pending={moving}
        onConfirm={() => {
          const request = pendingMove?.request;
          setPendingMove(null);
          if (request) void reschedule(request, true);
        }}
      />
    </div>
  );
}

function capitalize(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
