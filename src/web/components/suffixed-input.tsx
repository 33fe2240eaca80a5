import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { Input } from './ui/input.tsx';

/**
 * A text field with its unit inside its end ('%', 'min', 'un', 'ml', 'g'), for screen readers part
 * of the label instead. `className` sizes the wrapper; the input takes the rest of its props.
 */
export function SuffixedInput({ suffix, className, ...input }: ComponentProps<'input'> & { suffix: string }) {
  return (
    <div className={cn('relative', className)}>
      <Input type="text" autoComplete="off" className="pr-14 tabular-nums" {...input} />
      <span
        className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
        aria-hidden="true"
      >
        {suffix}
      </span>
    </div>
  );
}
