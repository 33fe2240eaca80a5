import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import type { LocalDate } from '../../../lib/local-date.ts';
import type { useSchedule } from '../hooks/use-schedule.ts';
import type { AgendaView } from '../lib/agenda-view.ts';
import { DayView, type MoveChoice, type SlotChoice } from './day-view.tsx';
import { FifteenDaysView } from './fifteen-days-view.tsx';
import { MonthView } from './month-view.tsx';
import { WeekView } from './week-view.tsx';

/** The chosen view of the schedule, or what stands in its place while loading, on an error or with no team. */
export function AgendaViewContent({
  view,
  date,
  schedule,
  now,
  today,
  wide,
  isAdmin,
  onSlot,
  onOpen,
  onMove,
  onOpenDay,
}: {
  view: AgendaView;
  date: LocalDate;
  schedule: ReturnType<typeof useSchedule>;
  now: { date: LocalDate; minutes: number };
  today: LocalDate;
  wide: boolean;
  isAdmin: boolean;
  onSlot: (choice?: Partial<SlotChoice>) => void;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment, choice: MoveChoice) => void;
  onOpenDay: (date: LocalDate) => void;
}) {
  const { t } = useTranslation();
  const { appointments, professionals, columns, placed, days, openingHours, filtered } = schedule;

  if (appointments.isPending) return <LoadingScreen fullScreen={false} />;
  if (appointments.isError) {
    return (
      <ErrorState
        message={appointments.error.message}
        onRetry={() => void appointments.refetch()}
        retrying={appointments.isFetching}
      />
    );
  }
  if (schedule.noTeam) {
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
        return (
          <EmptyState
            icon={UsersRound}
            title={t('agenda.states.noColumns')}
            description={t('agenda.states.noOwnProfessional')}
          />
        );
      }
      return (
        <DayView
          date={date}
          professionals={columns}
          appointments={placed}
          openingHours={openingHours}
          now={now}
          singleColumn={!wide}
          onSlot={onSlot}
          onOpen={onOpen}
          onMove={onMove}
        />
      );
    case 'week':
      return (
        <WeekView
          days={days}
          professional={filtered}
          appointments={placed}
          openingHours={openingHours}
          now={now}
          onSlot={onSlot}
          onOpen={onOpen}
          onMove={onMove}
          onOpenDay={onOpenDay}
        />
      );
    case 'fifteen':
      return (
        <FifteenDaysView
          days={days}
          appointments={placed}
          today={today}
          showProfessional={filtered === null}
          onOpen={onOpen}
          onOpenDay={onOpenDay}
          onNew={(day) => onSlot({ date: day })}
        />
      );
    case 'month':
      return <MonthView date={date} days={days} appointments={placed} today={today} onOpenDay={onOpenDay} />;
  }
}
