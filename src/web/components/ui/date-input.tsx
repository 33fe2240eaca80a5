import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/back-office.ts';
import { cn } from '../../lib/cn.ts';
import {
  addDays,
  addMonths,
  browserTimeZone,
  formatDateField,
  formatFullDay,
  formatMonthYear,
  isLocalDate,
  localDateOf,
  monthOf,
  monthWeeks,
  parseDateField,
  startOfWeek,
  type LocalDate,
} from '../../lib/local-date.ts';
import { weekdayName } from '../../lib/weekdays.ts';
import { Input } from './input.tsx';

type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** 'YYYY-MM-DD', or '' for no day. */
  value: string;
  /** Called with 'YYYY-MM-DD' once the field holds a real day, or '' when it is emptied. */
  onValueChange: (value: LocalDate | '') => void;
  min?: LocalDate | undefined;
  max?: LocalDate | undefined;
  /** Classes of the box around the field and its calendar button. */
  className?: string;
  /** Classes of the text field itself. */
  inputClassName?: string;
};

/**
 * A day in the app's language, whatever the browser's: the browser's own date input writes
 * 11/27/2026 on a pt-BR screen when the browser speaks English. A text field shows and reads the
 * day as the language writes it (27/11/2026, 11/27/2026; ISO and digits alone are read too), and a
 * button beside it (or Alt+↓ in the field) opens a month's calendar driven by the arrow keys. The
 * rest of the code sees 'YYYY-MM-DD' only: a typed day counts once it is a real one, and leaving
 * the field shows again the day it holds.
 */
export function DateInput({
  value,
  onValueChange,
  min,
  max,
  className,
  inputClassName,
  disabled,
  onFocus,
  onBlur,
  onKeyDown,
  ...props
}: DateInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  // While the field has the focus it shows what is typed; otherwise the day it holds.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (isLocalDate(value) ? formatDateField(value, language) : '');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor className={cn('relative', className)}>
        <Input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('pickers.datePlaceholder')}
          disabled={disabled}
          {...props}
          value={shown}
          className={cn('pr-10 tabular-nums', inputClassName)}
          onFocus={(event) => {
            setTyped(shown);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setTyped(null);
            onBlur?.(event);
          }}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            const day = text.trim() === '' ? '' : parseDateField(text, language);
            if (day !== null && day !== value) onValueChange(day);
          }}
          onKeyDown={(event) => {
            if (event.altKey && event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
            onKeyDown?.(event);
          }}
        />
        <Popover.Trigger
          type="button"
          disabled={disabled}
          aria-label={t('pickers.openCalendar')}
          title={t('pickers.openCalendar')}
          className="absolute right-1 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
        >
          <CalendarDays className="size-4" aria-hidden="true" />
        </Popover.Trigger>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('pickers.calendar')}
          // The focus goes to the chosen day (else today), as the grid's one tab stop.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)
              ?.querySelector<HTMLElement>('[data-day][tabindex="0"]')
              ?.focus();
          }}
          className="z-50 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-xl focus:outline-none"
        >
          <MonthCalendar
            selected={isLocalDate(value) ? value : null}
            min={min}
            max={max}
            language={language}
            onPick={(day) => {
              onValueChange(day);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The keys that move the focused day, as the WAI-ARIA date picker dialog has them. */
export function movedDay(day: LocalDate, event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): LocalDate | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return addDays(startOfWeek(day), 6);
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** Where the calendar opens: the chosen day, else `today`, kept within min and max. */
export function calendarStartDay(
  selected: LocalDate | null,
  today: LocalDate,
  min: LocalDate | undefined,
  max: LocalDate | undefined,
): LocalDate {
  const start = selected ?? today;
  return max && start > max ? max : min && start < min ? min : start;
}

/** A month's days as a grid, the focused day its one tab stop; out-of-range days cannot be picked. */
export function MonthCalendar({
  selected,
  min,
  max,
  language,
  onPick,
}: {
  selected: LocalDate | null;
  min: LocalDate | undefined;
  max: LocalDate | undefined;
  language: string;
  onPick: (day: LocalDate) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  // With no day chosen yet, the calendar opens on today on this computer.
  const [focused, setFocused] = useState<LocalDate>(() =>
    calendarStartDay(selected, localDateOf(new Date(), browserTimeZone() ?? 'UTC'), min, max),
  );
  const focusedButton = useRef<HTMLButtonElement>(null);
  // The focus follows the focused day when keys move it, not when the month buttons do.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    focusedButton.current?.focus();
  }, [focused]);

  const outOfRange = (day: LocalDate) => (min !== undefined && day < min) || (max !== undefined && day > max);
  const month = monthOf(focused);

  return (
    <div className="w-[17.5rem]">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('pickers.previousMonth')}
          title={t('pickers.previousMonth')}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <div id={headingId} className="text-sm font-semibold" aria-live="polite">
          {formatMonthYear(focused, language)}
        </div>
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('pickers.nextMonth')}
          title={t('pickers.nextMonth')}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <table
        role="grid"
        aria-labelledby={headingId}
        className="w-full border-collapse text-center text-sm"
        onKeyDown={(event) => {
          const next = movedDay(focused, event);
          if (next === null) return;
          event.preventDefault();
          moveFocus.current = true;
          setFocused(next);
        }}
      >
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, weekday) => (
              <th
                key={weekday}
                scope="col"
                abbr={weekdayName(weekday, language)}
                className="pb-1 text-xs font-medium text-muted-foreground"
              >
                {weekdayName(weekday, language, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const isSelected = day === selected;
                const unavailable = outOfRange(day);
                return (
                  <td key={day} aria-selected={isSelected} className="p-0.5">
                    <button
                      ref={day === focused ? focusedButton : undefined}
                      type="button"
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formatFullDay(day, language)}
                      aria-disabled={unavailable || undefined}
                      data-day={day}
                      onClick={() => {
                        if (!unavailable) onPick(day);
                      }}
                      className={cn(
                        'inline-flex size-9 items-center justify-center rounded-md tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                        monthOf(day) === month ? 'text-foreground' : 'text-muted-foreground',
                        isSelected ? 'bg-primary font-semibold text-primary-foreground' : 'hover:bg-muted',
                        unavailable && 'cursor-not-allowed line-through opacity-50 hover:bg-transparent',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
