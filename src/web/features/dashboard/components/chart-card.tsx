import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

export interface NumbersTable {
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

/**
 * A chart with its title and, under it, the same numbers as a table behind 'Ver números': the
 * drawing is hidden from screen readers, which read (and people copy) the table instead.
 */
export function ChartCard({
  name,
  title,
  description,
  numbers,
  children,
  className,
}: {
  name: string;
  title: string;
  description?: string;
  numbers?: NumbersTable;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5', className)}
      data-testid={`chart-${name}`}
    >
      <h3 id={headingId} className="text-base font-semibold text-foreground">
        {title}
      </h3>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
      {numbers && (
        <details className="mt-3 text-sm" data-testid={`numbers-${name}`}>
          <summary className="w-fit cursor-pointer rounded-md font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            {t('dashboard.charts.showNumbers')}
          </summary>
          {/* Focusable, so the keyboard scrolls a long table too; named apart from the card's own region. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={`${t('dashboard.charts.showNumbers')}: ${title}`}
            className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
          >
            <table className="w-full text-left tabular-nums">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {numbers.columns[0]}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {numbers.columns[1]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {numbers.rows.map(([label, value]) => (
                  <tr key={label} className="border-t border-border">
                    <th scope="row" className="px-3 py-1.5 font-normal">
                      {label}
                    </th>
                    <td className="px-3 py-1.5 text-right">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
