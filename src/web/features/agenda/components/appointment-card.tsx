import type { CSSProperties, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatTime, formatTimeRange } from '../lib/format.ts';
import { statusLook } from '../lib/no-show.ts';
import type { PlacedAppointment } from '../lib/placement.ts';
import { STATUS_STYLE } from './status-style.ts';
import { useVisitWords, VisitMarker } from './visit-marker.tsx';

/**
 * The words a screen reader says for a card: time, client, service, professional and status, and
 * for a step of a visit its place in it.
 */
export function useCardLabel() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const visitWords = useVisitWords();
  return (placed: PlacedAppointment) =>
    [
      t('agenda.card.label', {
        time: formatTimeRange(placed.start, placed.end, language),
        client: placed.appointment.clientName,
        service: placed.appointment.serviceName,
        professional: placed.appointment.professionalName,
        status: t(`agenda.status.${statusLook(placed.appointment)}`),
      }),
      visitWords(placed.visit),
    ]
      .filter(Boolean)
      .join(', ');
}

/**
 * An appointment in the time grid: a button (Enter opens its panel) placed by its time. Tall cards
 * show time, client and service on lines of their own; short ones fit them on one line. Where the
 * grid shows everyone's appointments (the week of all professionals), the professional comes
 * right after the client. A step of a visit carries the visit's mark beside the client and a
 * dashed edge.
 */
export function GridAppointmentCard({
  placed,
  style,
  height,
  showProfessional,
  narrow,
  dragging,
  draggable,
  onOpen,
  onPointerDown,
}: {
  placed: PlacedAppointment;
  style: CSSProperties;
  height: number;
  showProfessional: boolean;
  /** Shares a narrow column with others: first name and start time only. */
  narrow: boolean;
  dragging: boolean;
  draggable: boolean;
  onOpen: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
}) {
  const language = currentLanguage();
  const label = useCardLabel()(placed);
  const { appointment, visit } = placed;
  const { card, Icon } = STATUS_STYLE[statusLook(appointment)];
  const time = formatTimeRange(placed.start, placed.end, language);
  const lines = Math.max(1, Math.floor((height - 4) / 15));

  return (
    <button
      type="button"
      data-testid="appointment-card"
      data-appointment-id={appointment.id}
      data-status={appointment.status}
      data-visit-id={appointment.visitId ?? undefined}
      title={label}
      onClick={onOpen}
      onPointerDown={onPointerDown}
      onContextMenu={(event) => {
        if (draggable) event.preventDefault();
      }}
      style={style}
      className={cn(
        'absolute z-[2] flex flex-col overflow-hidden @container rounded-md border py-0.5 text-left text-xs leading-[15px] shadow-sm transition-[opacity,box-shadow]',
        narrow ? 'border-l-[3px] px-1 text-[11px]' : 'border-l-4 px-1.5',
        'select-none [-webkit-touch-callout:none] focus-visible:z-[3] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        draggable ? 'cursor-grab active:cursor-grabbing' : 'cursor-pointer',
        card,
        visit && 'border-dashed',
        dragging && 'opacity-40 shadow-none',
      )}
    >
      {/* The name is the whole sentence; the few words that fit are for the eyes only. */}
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="flex min-w-0 flex-col">
        {narrow ? (
          <>
            <span data-line className="flex min-w-0 items-center gap-0.5">
              <span className="truncate font-semibold">{appointment.clientName.split(' ')[0]}</span>
              {visit && <VisitMarker visit={visit} short />}
            </span>
            {lines > 1 &&
              (showProfessional ? (
                <span data-line data-testid="card-professional" className="truncate opacity-90">
                  {appointment.professionalName.split(' ')[0]}
                </span>
              ) : (
                <span className="truncate tabular-nums opacity-90">{formatTime(placed.start, language)}</span>
              ))}
          </>
        ) : lines === 1 || (lines === 2 && showProfessional) ? (
          <>
            <span data-line className="flex min-w-0 items-center gap-1 truncate">
              <span className="shrink-0 tabular-nums font-medium">{formatTime(placed.start, language)}</span>
              {visit && <VisitMarker visit={visit} short />}
              <span className="truncate font-semibold">{appointment.clientName}</span>
            </span>
            {lines === 2 && (
              <span data-line data-testid="card-professional" className="truncate opacity-90">
                {appointment.professionalName}
              </span>
            )}
          </>
        ) : (
          <>
            <span className="flex min-w-0 items-center gap-1 tabular-nums font-medium opacity-90">
              <Icon className="size-3 shrink-0" aria-hidden="true" />
              <span className="truncate" data-line>
                {time}
              </span>
            </span>
            <span data-line className="flex min-w-0 items-center gap-1">
              <span className="truncate font-semibold">{appointment.clientName}</span>
              {visit && <VisitMarker visit={visit} className="ml-auto" />}
            </span>
            {lines >= 3 && showProfessional && (
              <span data-line data-testid="card-professional" className="truncate opacity-90">
                {appointment.professionalName}
              </span>
            )}
            {(lines >= 4 || (lines >= 3 && !showProfessional)) && (
              <span data-line className="truncate opacity-90">
                {appointment.serviceName}
              </span>
            )}
          </>
        )}
      </span>
    </button>
  );
}
