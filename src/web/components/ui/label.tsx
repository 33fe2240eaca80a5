import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium leading-none text-foreground', className)} {...props} />;
}
