import { CalendarCheck } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** The Agendo mark and name; the product name is not translated. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight text-foreground', className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-linear-to-br from-hero-from to-hero-to text-white shadow-sm">
        <CalendarCheck className="size-4.5" aria-hidden="true" />
      </span>
      Agendo
    </span>
  );
}
