import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { PlacedAppointment } from '../lib/placement.ts';

/**
 * The mark every step of a visit carries: a link and its place in the visit ('Visita 1/2'), the
 * same on each of its cards. `short` keeps the numbers only, for cards with little room. For the
 * eyes: the card's name says the same in words.
 */
export function VisitMarker({
  visit,
  short = false,
  roomy = false,
  className,
}: {
  visit: NonNullable<PlacedAppointment['visit']>;
  short?: boolean;
  /** Always room for the word (a list, not a card of the grid). */
  roomy?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const numbers =
    visit.position === null ? null : t('agenda.visit.markerShort', { position: visit.position, count: visit.count });
  return (
    <span
      aria-hidden="true"
      data-testid="visit-marker"
      className={cn(
        'inline-flex shrink-0 items-center gap-x-0.5 whitespace-nowrap rounded-sm border border-current/40 bg-background/70 px-1 text-[10px] font-semibold leading-[13px] tabular-nums',
        className,
      )}
    >
      <Link2 className="size-2.5" aria-hidden="true" />
      {/* The word only where the card (a size container) has room for it beside the time. */}
      {!short && (
        <span className={numbers === null || roomy ? undefined : 'hidden @[9.5rem]:inline'}>
          {`${t('agenda.visit.markerUnknown')} `}
        </span>
      )}
      {numbers}
    </span>
  );
}

/** The words a screen reader hears about a step's place in its visit. */
export function useVisitWords() {
  const { t } = useTranslation();
  return (visit: PlacedAppointment['visit']) =>
    visit === null
      ? ''
      : visit.position === null
        ? t('agenda.card.visitUnknown')
        : t('agenda.card.visit', { position: visit.position, count: visit.count });
}
