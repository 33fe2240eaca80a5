import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';

/**
 * A file picker that speaks the app's language: the browser's own button says "Choose Files" (or
 * "Escolher arquivos") in the browser's language, whatever the app's. The input stays, visually
 * hidden, inside a label drawn as a button with `children` as its words: it takes the focus and
 * the files (and `setInputFiles` in the tests), and its label is ringed while it has the focus.
 */
export function FileInput({
  children,
  className,
  disabled,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        disabled && 'pointer-events-none opacity-60',
        className,
      )}
    >
      <input type="file" className="sr-only" disabled={disabled} {...props} />
      {children}
    </label>
  );
}
