import { Check, CheckCheck, Clock, UserX, X, type LucideIcon } from 'lucide-react';
import type { StatusLook } from '../lib/no-show.ts';

/**
 * Each status has its own colour and icon (never colour alone): scheduled blue, confirmed green,
 * completed violet, cancelled grey, dashed and struck through. A no-show is a cancelled one (its
 * time is free) with a rose badge and the icon of a person who did not come.
 */
export const STATUS_STYLE: Record<StatusLook, { card: string; dot: string; badge: string; Icon: LucideIcon }> = {
  scheduled: {
    card: 'border-sky-500 bg-sky-50 text-sky-950 hover:bg-sky-100 dark:bg-sky-950/60 dark:text-sky-50 dark:hover:bg-sky-900/70',
    dot: 'bg-sky-500',
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-900/70 dark:text-sky-100',
    Icon: Clock,
  },
  confirmed: {
    card: 'border-emerald-600 bg-emerald-50 text-emerald-950 hover:bg-emerald-100 dark:bg-emerald-950/60 dark:text-emerald-50 dark:hover:bg-emerald-900/70',
    dot: 'bg-emerald-600',
    badge: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/70 dark:text-emerald-100',
    Icon: Check,
  },
  completed: {
    card: 'border-violet-600 bg-violet-100 text-violet-950 hover:bg-violet-200 dark:bg-violet-950/70 dark:text-violet-50 dark:hover:bg-violet-900/70',
    dot: 'bg-violet-600',
    badge: 'bg-violet-100 text-violet-900 dark:bg-violet-900/70 dark:text-violet-100',
    Icon: CheckCheck,
  },
  cancelled: {
    card: 'border-dashed border-zinc-400 bg-muted/80 text-muted-foreground opacity-80 hover:opacity-100 [&_[data-line]]:line-through',
    dot: 'bg-zinc-400',
    badge: 'bg-muted text-muted-foreground',
    Icon: X,
  },
  noShow: {
    card: 'border-dashed border-rose-400 bg-muted/80 text-muted-foreground opacity-80 hover:opacity-100 [&_[data-line]]:line-through',
    dot: 'bg-rose-400',
    badge: 'bg-rose-100 text-rose-900 dark:bg-rose-950/70 dark:text-rose-100',
    Icon: UserX,
  },
};
