import { ChevronDown, Clock, MapPin, Phone } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { WeeklyHours } from '../../../contracts/common.ts';
import { useI18n } from '../i18n/i18n.ts';
import { formatClock, localDateOf, weekdayNames, weekdayOf } from '../../lib/local-date.ts';

/** Monday first, as opening hours are usually written. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function hoursText(hours: readonly WeeklyHours[], weekday: number, language: string, closed: string): string {
  const ranges = hours
    .filter((h) => h.weekday === weekday)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((h) => `${formatClock(h.start, language)}–${formatClock(h.end, language)}`);
  return ranges.length > 0 ? ranges.join(', ') : closed;
}

/** Where the business is, how to call it, and its opening hours (folded on phones). */
export function BusinessInfo({
  address,
  phone,
  openingHours,
  timeZone,
}: {
  address: string | null;
  phone: string | null;
  openingHours?: readonly WeeklyHours[];
  timeZone: string;
}) {
  const { tr, language } = useI18n();
  // Folded in the server's markup; unfolded at once on a wide screen, where there is room. The
  // element keeps its own open state from then on.
  const hoursRef = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => {
    if (hoursRef.current && window.matchMedia('(min-width: 1024px)').matches) hoursRef.current.open = true;
  }, []);
  const today = weekdayOf(localDateOf(new Date(), timeZone));
  const names = weekdayNames(language);
  const closed = tr('business.closed');

  return (
    <div className="space-y-3 text-sm">
      {address && (
        <p className="flex gap-2.5">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0">
            <span className="sr-only">{tr('business.address')}: </span>
            {address}{' '}
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noreferrer"
              className="whitespace-nowrap font-medium text-link underline-offset-4 hover:underline"
            >
              {tr('business.openMap')}
            </a>
          </span>
        </p>
      )}
      {phone && (
        <p className="flex gap-2.5">
          <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="font-medium text-link underline-offset-4 hover:underline"
          >
            <span className="sr-only">{tr('business.phone')}: </span>
            {phone}
          </a>
        </p>
      )}
      {openingHours && (
        <details ref={hoursRef} className="group">
          <summary className="flex cursor-pointer list-none items-start gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="font-medium">{tr('business.hours')}</span>
              <span className="block text-muted-foreground">
                {tr('business.today', { hours: hoursText(openingHours, today, language, closed.toLowerCase()) })}
              </span>
            </span>
            <ChevronDown
              className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <dl className="mt-2 ml-6.5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {WEEK_ORDER.map((weekday) => (
              <div key={weekday} className={weekday === today ? 'contents font-semibold' : 'contents'}>
                <dt>{names[weekday]}</dt>
                <dd className="text-right tabular-nums text-muted-foreground">
                  {hoursText(openingHours, weekday, language, closed)}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
