import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type NoticeVariant = 'info' | 'success' | 'error';

const styles: Record<NoticeVariant, string> = {
  info: 'border-primary/30 bg-secondary/60 [&>svg]:text-link',
  success: 'border-success/40 bg-success/10 [&>svg]:text-success',
  error: 'border-destructive/40 bg-destructive/10 [&>svg]:text-destructive',
};
const icons = { info: Info, success: CircleCheck, error: CircleAlert };

/** A message in the flow of the page; `live` makes screen readers read it when it appears. */
export function Notice({
  variant,
  title,
  children,
  live = false,
  className,
}: {
  variant: NoticeVariant;
  title: string;
  children?: ReactNode;
  live?: boolean;
  className?: string;
}) {
  const Icon = icons[variant];
  return (
    <div
      role={live ? (variant === 'error' ? 'alert' : 'status') : undefined}
      className={cn('flex gap-3 rounded-xl border p-3.5 text-sm text-foreground', styles[variant], className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
