import { Clock, Plus, X } from 'lucide-react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatDuration } from '../../lib/format-duration.ts';
import { formatMoney } from '../../lib/money.ts';
import { useI18n } from '../i18n/i18n.ts';
import { pricedWithSessions } from '../lib/package-sessions.ts';
import { visitTotals } from '../lib/visit.ts';

type Service = PublicBusiness['services'][number];

/**
 * The services of the booking in order, each with its length and price, and, for a visit of
 * several, the total and a way to take each out; below, the way to add another while there is room.
 */
export function ChosenServices({
  services,
  covered,
  currency,
  onRemove,
  onAdd,
}: {
  services: readonly Service[];
  /** The services the customer has a package session of: said instead of their price. */
  covered: ReadonlySet<string>;
  currency: PublicBusiness['currency'];
  onRemove: (index: number) => void;
  /** Absent when no other service can be added. */
  onAdd?: () => void;
}) {
  const { tr, language } = useI18n();
  const visit = services.length > 1;
  const total = visitTotals(pricedWithSessions(services, covered));
  return (
    <section aria-labelledby="chosen-services" className="mb-5 space-y-2" data-testid="chosen-services">
      <h3 id="chosen-services" className="text-sm font-semibold text-foreground">
        {tr('visit.yourServices')}
      </h3>
      <div className="rounded-xl border border-border bg-muted/30 text-sm">
        <ol className="divide-y divide-border">
          {services.map((service, index) => (
            <li key={service.id} className="flex items-center gap-3 py-2.5 pr-2 pl-3">
              {visit && (
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-foreground">{service.name}</span>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {formatDuration(service.durationMinutes)}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span className="font-medium text-foreground">
                    {covered.has(service.id)
                      ? tr('packages.session')
                      : formatMoney(service.priceCents, currency, language)}
                  </span>
                </span>
              </span>
              {visit && (
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  aria-label={tr('visit.remove', { service: service.name })}
                  className="grid size-10 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-destructive focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ol>
        {visit && (
          <p
            className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-border px-3 py-2.5"
            data-testid="visit-total"
          >
            <span className="font-semibold text-foreground">{tr('visit.total')}</span>
            <span className="text-foreground">
              {formatDuration(total.durationMinutes)} ·{' '}
              <span className="font-semibold">{formatMoney(total.priceCents, currency, language)}</span>
            </span>
          </p>
        )}
      </div>
      {visit && <p className="text-xs text-muted-foreground">{tr('visit.inOrder')}</p>}
      {onAdd && (
        <Button variant="outline" className="w-full border-dashed sm:w-auto" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {tr('visit.add')}
        </Button>
      )}
    </section>
  );
}
