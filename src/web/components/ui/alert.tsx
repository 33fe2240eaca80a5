import { CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

type AlertVariant = 'info' | 'warning' | 'destructive';

const styles: Record<AlertVariant, string> = {
  info: 'border-primary/30 bg-secondary/60 text-foreground [&>svg]:text-link',
  warning:
    'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-300',
  destructive: 'border-destructive/40 bg-destructive/10 text-foreground [&>svg]:text-destructive',
};

const icons = { info: Info, warning: TriangleExclamationPoint, destructive: CircleExclamationPoint };

/** A message in the flow of the page. Give it role="alert" when it appears in answer to an action. */
export function Alert({
  variant = 'info',
  className,
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & { variant?: AlertVariant }) {
  const Icon = icons[variant];
  return (
    <div className={cn('flex gap-3 rounded-xl border p-3.5 text-sm', styles[variant], className)} {...props}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">{children}</div>
    </div>
  );
}
