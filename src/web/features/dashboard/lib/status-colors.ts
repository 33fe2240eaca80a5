import type { AppointmentStatus } from '../../../../core/appointment-status.ts';

/**
 * The schedule's colour of each status (its status-style.ts: sky-500, emerald-600, violet-600,
 * zinc-400), as a chart needs them: fill colours, not class names. Never colour alone: the legend
 * names each one.
 */
export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  scheduled: '#0ea5e9',
  confirmed: '#059669',
  completed: '#7c3aed',
  cancelled: '#a1a1aa',
};
