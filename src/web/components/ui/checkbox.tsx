import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** The browser's checkbox in our colours; wrap it in a <label> with its text. */
export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-input accent-primary disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
