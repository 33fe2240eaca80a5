import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import type { SlotsState } from '../hooks/use-slots.ts';
import { useI18n } from '../i18n/i18n.ts';
import { formatDay, formatLongDay, formatTime, type LocalDate } from '../../lib/local-date.ts';
import type { TimeSlot } from '../lib/booking-api.ts';
import { slotKey } from '../lib/visit.ts';
import { dayPeriodOf, type DayPeriod } from '../lib/slot-days.ts';
import { Notice } from '../../public-pages/components/notice.tsx';

const PERIODS: readonly DayPeriod[] = ['morning', 'afternoon', 'evening'];

/**
 * A strip of days (those without a free time are disabled) and the free times of the chosen day,
 * on the business's clock. Picking a time calls `onPick`.
 */
export function SlotPicker({
  slots,
  timeZone,
  selectedDay,
  onSelectDay,
  selectedSlot,
  onPick,
}: {
  slots: SlotsState;
  timeZone: string;
  selectedDay: LocalDate | null;
  onSelectDay: (day: LocalDate) => void;
  selectedSlot?: TimeSlot | null;
  onPick: (slot: TimeSlot) => void;
}) {
  const { tr, language } = useI18n();
  const id = useId();
  const stripRef = useRef<HTMLUListElement>(null);
  const firstFree = slots.days.find((day) => slots.byDay.has(day)) ?? null;
  const day = selectedDay && slots.byDay.has(selectedDay) ? selectedDay : firstFree;
  const times = day ? (slots.byDay.get(day) ?? []) : [];
  // '10:30 AM' needs more room than '10:30': three to a row on a phone instead of four.
  const twelveHours = /[AP]M/i.test(formatTime('2024-01-01T10:30:00Z', 'UTC', language));

  // Keep the chosen day in view: it may be weeks ahead when the coming days are full.
  useEffect(() => {
    if (!day) return;
    stripRef.current
      ?.querySelector<HTMLElement>(`[data-day="${day}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [day]);

  if (slots.error) {
    return (
      <Notice variant="error" title={tr('time.loadError')}>
        <p>{slots.error}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={slots.retry}>
          {tr('common.retry')}
        </Button>
      </Notice>
    );
  }

  if (slots.days.length === 0 || (slots.loading && !firstFree)) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner />
        {tr('time.loading')}
      </p>
    );
  }

  return (
    <div className="space-y-5">
      <div>
        <h3 id={`${id}-days`} className="text-sm font-semibold text-foreground">
          {tr('time.day')}
        </h3>
        <ul
          ref={stripRef}
          aria-labelledby={`${id}-days`}
          className="relative -mx-1 mt-2 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3"
        >
          {slots.days.map((date) => {
            const free = slots.byDay.has(date);
            const selected = date === day;
            return (
              <li key={date} className="snap-start">
                <button
                  type="button"
                  data-day={date}
                  disabled={!free}
                  aria-pressed={selected}
                  onClick={() => onSelectDay(date)}
                  className={cn(
                    'flex w-16 flex-col items-center rounded-xl border px-1 py-2 text-center transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    selected
                      ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                      : free
                        ? 'border-input bg-card text-foreground hover:border-primary hover:bg-secondary'
                        : 'cursor-not-allowed border-dashed border-border bg-muted/50 text-muted-foreground',
                  )}
                >
                  <span aria-hidden="true" className="text-xs font-medium uppercase">
                    {formatDay(date, language, { weekday: 'short' }).replace('.', '')}
                  </span>
                  <span aria-hidden="true" className="text-xl font-bold leading-tight">
                    {formatDay(date, language, { day: 'numeric' })}
                  </span>
                  <span aria-hidden="true" className="text-xs">
                    {formatDay(date, language, { month: 'short' }).replace('.', '')}
                  </span>
                  <span className="sr-only">
                    {formatLongDay(date, language)}
                    {free ? '' : `, ${tr('time.dayFull')}`}
                  </span>
                </button>
              </li>
            );
          })}
          {slots.canLoadMore && (
            <li className="snap-start">
              <button
                type="button"
                onClick={slots.loadMore}
                className="flex h-full w-20 items-center justify-center rounded-xl border border-dashed border-input px-2 text-center text-xs font-medium text-link hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {tr('time.moreDays')}
              </button>
            </li>
          )}
          {slots.loading && (
            <li className="flex items-center px-3" role="status">
              <Spinner />
              <span className="sr-only">{tr('time.loading')}</span>
            </li>
          )}
        </ul>
      </div>

      {!firstFree ? (
        <Notice variant="info" title={tr('time.noneTitle')}>
          <p>{tr('time.noneDescription')}</p>
        </Notice>
      ) : (
        day && (
          <div>
            <h3 className="text-sm font-semibold text-foreground">
              {tr('time.timesOf', { day: formatLongDay(day, language, false) })}
            </h3>
            <div className="mt-2 space-y-4">
              {PERIODS.map((period) => {
                const inPeriod = times.filter((slot) => dayPeriodOf(slot, timeZone) === period);
                if (inPeriod.length === 0) return null;
                return (
                  <section key={period} aria-labelledby={`${id}-${period}`}>
                    <h4
                      id={`${id}-${period}`}
                      className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground"
                    >
                      {tr(`time.periods.${period}`)}
                    </h4>
                    <ul className={cn('grid gap-2 sm:grid-cols-6', twelveHours ? 'grid-cols-3' : 'grid-cols-4')}>
                      {inPeriod.map((slot) => {
                        const selected = selectedSlot ? slotKey(selectedSlot) === slotKey(slot) : false;
                        return (
                          <li key={slotKey(slot)}>
                            <button
                              type="button"
                              aria-pressed={selectedSlot === undefined ? undefined : selected}
                              onClick={() => onPick(slot)}
                              className={cn(
                                'h-11 w-full whitespace-nowrap rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                                selected
                                  ? 'border-primary bg-primary text-primary-foreground'
                                  : 'border-input bg-card text-foreground hover:border-primary hover:bg-secondary',
                              )}
                            >
                              {formatTime(slot.startsAt, timeZone, language)}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                );
              })}
            </div>
          </div>
        )
      )}
    </div>
  );
}
