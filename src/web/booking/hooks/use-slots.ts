import { useCallback, useEffect, useMemo, useState } from 'react';
import { addDays, localDateOf, type LocalDate } from '../../lib/local-date.ts';
import { listSlots, type Slot } from '../lib/booking-api.ts';
import { PublicApiError } from '../../public-pages/lib/public-api.ts';
import { daysFrom, slotRequestRanges, slotsByDay } from '../lib/slot-days.ts';

interface Loaded {
  key: string;
  slots: Slot[];
  /** How many of the window's request ranges have been read. */
  ranges: number;
}

/**
 * The free times of a service (with one professional, or any) over the booking window. The first
 * 31 days load at once; later ones when asked for (`loadMore`), or by themselves while every day
 * read so far is full. `refresh` reads again what was read (after a time was taken meanwhile).
 */
export function useSlots({
  businessId,
  serviceId,
  professionalId,
  timeZone,
  windowDays,
}: {
  businessId: string;
  serviceId: string;
  professionalId: string | null;
  timeZone: string;
  windowDays: number;
}) {
  const [today] = useState(() => localDateOf(new Date(), timeZone));
  const ranges = useMemo(() => slotRequestRanges(today, windowDays), [today, windowDays]);
  const [version, setVersion] = useState(0);
  const key = `${serviceId}|${professionalId ?? ''}|${version}`;

  const [loaded, setLoaded] = useState<Loaded>({ key, slots: [], ranges: 0 });
  const [wanted, setWanted] = useState({ key, ranges: 1 });
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);

  const current = loaded.key === key ? loaded : { key, slots: [], ranges: 0 };
  const error = failure?.key === key ? failure.message : null;
  // While every day read so far is full, look further ahead by itself, up to the end of the window.
  const wantedRanges =
    current.slots.length === 0 ? ranges.length : Math.min(ranges.length, wanted.key === key ? wanted.ranges : 1);
  const loading = error === null && current.ranges < wantedRanges;

  useEffect(() => {
    if (error !== null || current.ranges >= wantedRanges) return;
    const index = current.ranges;
    const range = ranges[index];
    if (!range) return;
    const controller = new AbortController();
    listSlots(businessId, { serviceId, professionalId, ...range }, controller.signal)
      .then(({ slots }) =>
        setLoaded((previous) => {
          const base = previous.key === key ? previous : { key, slots: [], ranges: 0 };
          return base.ranges === index ? { key, slots: [...base.slots, ...slots], ranges: index + 1 } : previous;
        }),
      )
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({ key, message: cause instanceof PublicApiError ? cause.message : String(cause) });
      });
    return () => controller.abort();
  }, [businessId, serviceId, professionalId, key, ranges, current.ranges, wantedRanges, error]);

  const byDay = useMemo(() => slotsByDay(current.slots, timeZone), [current.slots, timeZone]);
  const lastRead = ranges[current.ranges - 1]?.to;
  const days: LocalDate[] = lastRead ? daysFrom(today, lastRead) : [];

  const loadMore = useCallback(() => setWanted({ key, ranges: current.ranges + 1 }), [key, current.ranges]);
  const refresh = useCallback(() => {
    const nextKey = `${serviceId}|${professionalId ?? ''}|${version + 1}`;
    setWanted({ key: nextKey, ranges: Math.max(1, current.ranges) });
    setVersion(version + 1);
  }, [serviceId, professionalId, version, current.ranges]);
  const retry = useCallback(() => setFailure(null), []);

  return {
    today,
    lastDay: addDays(today, windowDays),
    days,
    byDay,
    loading,
    error,
    canLoadMore: !loading && current.ranges < ranges.length,
    loadMore,
    refresh,
    retry,
  };
}

export type SlotsState = ReturnType<typeof useSlots>;
