import type { ReactNode } from 'react';

/** Label and value pairs of a booking (service, professional, when, where, price). */
export function DetailsList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-border rounded-xl border border-border bg-muted/30 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4">
          <dt className="text-muted-foreground sm:w-36 sm:shrink-0">{row.label}</dt>
          <dd className="min-w-0 font-medium break-words text-foreground">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
