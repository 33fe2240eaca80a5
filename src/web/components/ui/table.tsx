import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/*
 * A data table that becomes a list of cards below `md`: the header row hides and each cell shows
 * its column name (`label`) before its value. The first cell of a row is the card's title
 * (`primary`); the actions cell (`actions`) closes the card.
 */

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-border md:bg-card md:shadow-sm">
      <table className={cn('w-full border-collapse text-sm max-md:block', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('border-b border-border bg-muted/50 max-md:hidden', className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('max-md:block max-md:space-y-3 md:divide-y md:divide-border', className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn(
        'max-md:block max-md:rounded-2xl max-md:border max-md:border-border max-md:bg-card max-md:p-4 max-md:shadow-sm md:hover:bg-muted/40',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-11 px-4 text-left align-middle text-xs font-semibold uppercase tracking-wider text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({
  className,
  label,
  primary = false,
  actions = false,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { label?: string; primary?: boolean; actions?: boolean }) {
  return (
    <td
      data-label={label}
      className={cn(
        'px-4 py-3 align-middle md:first:pl-5 max-md:px-0',
        primary
          ? 'max-md:block max-md:pb-2 max-md:pt-0'
          : 'max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:py-1 max-md:text-right',
        label &&
          !primary &&
          !actions &&
          'max-md:before:shrink-0 max-md:before:whitespace-nowrap max-md:before:text-left max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
        actions &&
          'max-md:mt-2 max-md:justify-end max-md:border-t max-md:border-border max-md:pb-0 max-md:pt-2 md:text-right',
        className,
      )}
      {...props}
    />
  );
}
