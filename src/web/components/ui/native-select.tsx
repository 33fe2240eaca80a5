import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The browser's own <select>, styled like our inputs: the best choice on phones and for keyboards. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-11 w-full cursor-pointer appearance-none rounded-lg border border-input bg-card pl-3 pr-9 text-base text-foreground shadow-xs sm:text-sm',
          'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
