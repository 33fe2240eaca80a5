import { ChevronRight, Clock } from 'lucide-react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { formatDuration } from '../../lib/format-duration.ts';
import { formatMoney } from '../../lib/money.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../i18n/i18n.ts';

/**
 * The services a customer can book: name, what it is, how long, how much (in the business's
 * currency) and the deposit it asks, if any — or, for one the customer has a package session of, that.
 */
export function ServiceList({
  services,
  covered,
  currency,
  selectedId,
  onSelect,
}: {
  services: PublicBusiness['services'];
  covered: ReadonlySet<string>;
  currency: PublicBusiness['currency'];
  selectedId: string | null;
  onSelect: (serviceId: string) => void;
}) {
  const { tr, language } = useI18n();
  return (
    <ul className="space-y-2">
      {services.map((service) => (
        <li key={service.id}>
          <button
            type="button"
            aria-pressed={service.id === selectedId}
            onClick={() => onSelect(service.id)}
            className={cn(
              'flex w-full items-center gap-3 rounded-xl border p-4 text-left transition-colors',
              'hover:border-primary hover:bg-secondary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              service.id === selectedId ? 'border-primary bg-secondary/50' : 'border-border bg-card',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-foreground">{service.name}</span>
              {service.description && (
                <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{service.description}</span>
              )}
              <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {formatDuration(service.durationMinutes)}
                </span>
                <span className="font-semibold text-foreground">
                  {covered.has(service.id)
                    ? tr('packages.session')
                    : formatMoney(service.priceCents, currency, language)}
                </span>
                {service.depositCents !== undefined && !covered.has(service.id) && (
                  <span className="rounded-full bg-accent/40 px-2 py-0.5 text-xs font-medium text-accent-foreground">
                    {tr('service.deposit', { amount: formatMoney(service.depositCents, currency, language) })}
                  </span>
                )}
              </span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
