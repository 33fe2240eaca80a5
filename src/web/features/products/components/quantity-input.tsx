import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

/** A whole quantity of a product's unit, its unit's word inside the field's end ('un', 'ml', 'g'). */
export function QuantityInput({ symbol, className, ...input }: ComponentProps<'input'> & { symbol: string }) {
  return (
    <div className={cn('relative', className)}>
      <Input type="text" inputMode="numeric" autoComplete="off" className="pr-14 tabular-nums" {...input} />
      <span
        className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
        aria-hidden="true"
      >
        {symbol}
      </span>
    </div>
  );
}
