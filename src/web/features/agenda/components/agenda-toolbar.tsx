import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { AGENDA_VIEWS, type AgendaView } from '../lib/agenda-view.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import type { LocalDate } from '../../../lib/local-date.ts';

/**
 * Where the schedule is: previous / today / next, the period's name, a date picker, the view
 * (Dia, Semana, 15 dias, Mês) and, for the owner, whose appointments.
 */
export function AgendaToolbar({
  view,
  date,
  period,
  busy,
  professionals,
  professionalId,
  canFilter,
  onView,
  onDate,
  onStep,
  onToday,
  onProfessional,
}: {
  view: AgendaView;
  date: LocalDate;
  period: string;
  busy: boolean;
  professionals: ColumnProfessional[];
  professionalId: string | null;
  canFilter: boolean;
  onView: (view: AgendaView) => void;
  onDate: (date: LocalDate) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onProfessional: (professionalId: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      className="space-y-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:p-4"
      role="toolbar"
      aria-label={t('agenda.toolbar.label')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('agenda.toolbar.previous')}
            title={t('agenda.toolbar.previous')}
            onClick={() => onStep(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={onToday}>
            {t('agenda.toolbar.today')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('agenda.toolbar.next')}
            title={t('agenda.toolbar.next')}
            onClick={() => onStep(1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <h2
          className="order-last w-full text-base font-semibold text-foreground sm:order-none sm:ml-2 sm:w-auto sm:flex-1 sm:text-lg"
          aria-live="polite"
          data-testid="agenda-period"
        >
          {period}
          {busy && <Spinner className="ml-2 inline size-4 align-[-2px]" />}
        </h2>
        <label htmlFor={`${id}-date`} className="sr-only">
          {t('agenda.toolbar.goToDate')}
        </label>
        <DateInput
          id={`${id}-date`}
          value={date}
          onValueChange={(day) => {
            if (day) onDate(day);
          }}
          className="ml-auto w-40 min-w-0 sm:ml-0"
          inputClassName="h-10 px-2 sm:px-3"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div
          role="group"
          aria-label={t('agenda.toolbar.view')}
          className="inline-flex rounded-lg border border-input bg-muted/60 p-1"
        >
          {AGENDA_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onView(option)}
              className={cn(
                'inline-flex h-8 flex-1 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors sm:flex-none',
                'focus-visible:outline-2 focus-visible:outline-ring',
                view === option ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`agenda.views.${option}`)}
            </button>
          ))}
        </div>
        {canFilter && (
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-professional`} className="shrink-0 text-sm font-medium text-muted-foreground">
              {t('agenda.toolbar.professional')}
            </label>
            <NativeSelect
              id={`${id}-professional`}
              className="min-w-0 flex-1 sm:w-60 sm:flex-none"
              value={professionalId ?? ''}
              onChange={(event) => onProfessional(event.target.value || null)}
            >
              <option value="">{t('agenda.toolbar.allProfessionals')}</option>
              {professionals.map((professional) => (
                <option key={professional.id} value={professional.id}>
                  {professional.fullName}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
    </div>
  );
}
