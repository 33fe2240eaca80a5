import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { cn } from '../lib/cn.ts';
import { fieldMessage } from '../lib/forms.ts';
import { showToast } from '../lib/toast.ts';
import { copyDayToWeek, type DayHours } from '../lib/weekly-hours.ts';
import { weekdayName } from '../lib/weekdays.ts';
import { Button } from './ui/button.tsx';
import { Switch } from './ui/switch.tsx';
import { TimeInput } from './ui/time-input.tsx';

const timeInputClass = 'min-w-0 flex-1 tabular-nums sm:w-[8.5rem] sm:flex-none';

type RowErrors = { start?: { message?: string | undefined }; end?: { message?: string | undefined } } | undefined;

/**
 * The whole week in one grid: a row a day with an open / worked switch and the start and end
 * times, and an action that copies a day's hours to every day. Used for the business's opening
 * hours (`kind="opening"`) and a professional's working hours (`kind="working"`).
 */
export function WeeklyHoursGrid({
  value,
  onChange,
  kind,
  errors,
  disabled = false,
}: {
  value: DayHours[];
  onChange: (week: DayHours[]) => void;
  kind: 'opening' | 'working';
  errors?: readonly RowErrors[] | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();

  const updateDay = (row: number, change: Partial<DayHours>) =>
    onChange(value.map((day, index) => (index === row ? { ...day, ...change } : day)));

  return (
    <div className="divide-y divide-border rounded-xl border border-border" data-testid={`week-grid-${kind}`}>
      {value.map((day, row) => {
        const dayName = weekdayName(day.weekday, language);
        const rowErrors = errors?.[row];
        const startError = fieldMessage(rowErrors?.start?.message);
        const endError = fieldMessage(rowErrors?.end?.message);
        const rowId = `${id}-${day.weekday}`;
        return (
          <div
            key={day.weekday}
            role="group"
            aria-label={dayName}
            className="grid grid-cols-[1fr_auto_auto] items-center gap-x-2 gap-y-2 px-3 py-2.5 sm:grid-cols-[9.5rem_8rem_1fr_auto] sm:gap-x-3 sm:px-4"
          >
            <span className="font-medium text-foreground" aria-hidden="true">
              {/* 'Segunda' for 'Segunda-feira' where room is short; the group's label keeps the full name. */}
              <span className="sm:hidden">{dayName.replace(/-feira$/, '')}</span>
              <span className="max-sm:hidden">{dayName}</span>
            </span>
            <div className="flex items-center gap-2 justify-self-end sm:justify-self-start">
              <Switch
                id={`${rowId}-open`}
                checked={day.open}
                disabled={disabled}
                onCheckedChange={(open) => updateDay(row, { open })}
                aria-label={t(`weekGrid.${kind}.toggle`, { day: dayName })}
              />
              <span
                className={cn('w-14 text-sm sm:w-16', day.open ? 'text-foreground' : 'text-muted-foreground')}
                aria-hidden="true"
              >
                {day.open ? t(`weekGrid.${kind}.open`) : t(`weekGrid.${kind}.closed`)}
              </span>
            </div>
            <div className="col-span-3 flex items-center gap-2 max-sm:order-last sm:col-span-1">
              <TimeInput
                step={5}
                value={day.start}
                disabled={disabled || !day.open}
                onChange={(event) => updateDay(row, { start: event.target.value })}
                aria-label={t('weekGrid.start', { day: dayName })}
                aria-invalid={startError ? true : undefined}
                aria-describedby={startError || endError ? `${rowId}-error` : undefined}
                className={timeInputClass}
              />
              <span className="text-muted-foreground" aria-hidden="true">
                –
              </span>
              <TimeInput
                step={5}
                value={day.end}
                disabled={disabled || !day.open}
                onChange={(event) => updateDay(row, { end: event.target.value })}
                aria-label={t('weekGrid.end', { day: dayName })}
                aria-invalid={endError ? true : undefined}
                aria-describedby={startError || endError ? `${rowId}-error` : undefined}
                className={timeInputClass}
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="text-muted-foreground"
              disabled={disabled}
              title={t('weekGrid.copyToAll', { day: dayName })}
              aria-label={t('weekGrid.copyToAll', { day: dayName })}
              onClick={() => {
                onChange(copyDayToWeek(value, row));
                showToast('info', t('weekGrid.copied', { day: dayName }));
              }}
            >
              <Copy aria-hidden="true" />
            </Button>
            {(startError || endError) && (
              <p
                id={`${rowId}-error`}
                role="alert"
                className="col-span-full text-sm font-medium text-destructive max-sm:order-last"
              >
                {startError ?? endError}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
