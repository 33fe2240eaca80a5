import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { matchingPreset, presetPeriod, REPORT_PRESETS, type PeriodProblem } from '../lib/report-period.ts';

/** The report's period: a preset or two dates. A period the server would refuse is said here, before asking. */
export function PeriodFilter({
  period,
  today,
  problem,
  onChange,
}: {
  period: { from: string; to: string };
  today: LocalDate;
  problem: PeriodProblem | null;
  onChange: (period: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pressed = matchingPreset(period, today);
  const problemId = `${id}-problem`;
  return (
    <div className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5 print:hidden">
      <div
        role="group"
        aria-label={t('reports.period.label')}
        className="grid grid-cols-2 gap-1 rounded-lg border border-input bg-muted/60 p-1 sm:inline-flex"
      >
        {REPORT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={pressed === preset}
            onClick={() => onChange(presetPeriod(preset, today))}
            className={cn(
              'inline-flex h-9 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-ring',
              pressed === preset ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`reports.period.presets.${preset}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:items-end">
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-from`}>{t('reports.period.from')}</Label>
          <DateInput
            id={`${id}-from`}
            value={period.from}
            max={period.to || undefined}
            aria-invalid={problem !== null && problem !== 'tooLong' ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onValueChange={(from) => onChange({ ...period, from })}
            className="sm:w-44"
          />
        </div>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-to`}>{t('reports.period.to')}</Label>
          <DateInput
            id={`${id}-to`}
            value={period.to}
            min={period.from || undefined}
            aria-invalid={problem !== null ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onValueChange={(to) => onChange({ ...period, to })}
            className="sm:w-44"
          />
        </div>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive" data-testid="period-problem">
          {t(`reports.period.problems.${problem}`)}
        </p>
      )}
    </div>
  );
}
