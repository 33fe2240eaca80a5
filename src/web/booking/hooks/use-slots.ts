import { useCallback, useEffect, useMemo, useState } from 'react';
import { addDays, localDateOf, type LocalDate } from '../../lib/local-date.ts';
import { listSlots, listVisitSlots, type TimeSlot } from '../lib/booking-api.ts';
import { singleServiceSlot } from '../lib/visit.ts';
import { PublicApiError } from '../../public-pages/lib/public-api.ts';
import { daysFrom, slotRequestRanges, slotsByDay } from '../lib/slot-days.ts';

interface Loaded {
  key: string;
  slots: TimeSlot[];
  /** How many of the window's request ranges have been read. */
  ranges: number;
}

/** One range of free times: of one service through the slots API, of a visit's services through the visit-slots one. */
async function readSlots(
  businessId: string,
  serviceIds: readonly string[],
  professionalIds: readonly (string | null)[],
  range: { from: string; to: string },
  signal: AbortSignal,
): Promise<TimeSlot[]> {
  const [serviceId] = serviceIds;
  if (serviceIds.length === 1 && serviceId) {
    const { slots } = await listSlots(
      businessId,
      { serviceId, professionalId: professionalIds[0] ?? null, ...range },
      signal,
    );
    return slots.map((slot) => singleServiceSlot(slot, serviceId));
  }
  return (await listVisitSlots(businessId, { serviceIds, professionalIds, ...range }, signal)).slots;
}

/**
 * The free times of a service, or of a visit's services one after the other (each with one
 * professional, or any), over the booking window. The first
 * 31 days load at once; later ones when asked for (`loadMore`), or by themselves while every day
 * read so far is full. `refresh` reads again what was read (after a time was taken meanwhile).
 */
export function useSlots({
  businessId,
  serviceIds,
  professionalIds,
  timeZone,
  windowDays,
}: {
  businessId: string;
  /** The services in order (one, or a visit's). */
  serviceIds: readonly string[];
  /** Who does each: an id, or null for anyone. */
  professionalIds: readonly (string | null)[];
  timeZone: string;
  windowDays: number;
}) {
  const [today] = useState(() => localDateOf(new Date(), timeZone));
  const ranges = useMemo(() => slotRequestRanges(today, windowDays), [today, windowDays]);
  const [version, setVersion] = useState(0);
  const request = `${serviceIds.join(',')}|${professionalIds.map((id) => id ?? '').join(',')}`;
  const key = `${request}|${version}`;

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
    readSlots(businessId, serviceIds, professionalIds, range, controller.signal)
      .then((slots) =>
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
    // `key` names the services and professionals asked for: the arrays' identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [businessId, key, ranges, current.ranges, wantedRanges, error]);

  const byDay = useMemo(() => slotsByDay(current.slots, timeZone), [current.slots, timeZone]);
  const lastRead = ranges[current.ranges - 1]?.to;
  const days: LocalDate[] = lastRead ? daysFrom(today, lastRead) : [];

  const loadMore = useCallback(() => setWanted({ key, ranges: current.ranges + 1 }), [key, current.ranges]);
  const refresh = useCallback(() => {
    setWanted({ key: `${request}|${version + 1}`, ranges: Math.max(1, current.ranges) });
    setVersion(version + 1);
  }, [request, version, current.ranges]);
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
